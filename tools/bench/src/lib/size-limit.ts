// The size budgets as size-limit measures them (/.size-limit.mjs, the same run npm test gates on),
// so that the benchmark's report shows the figures the gate saw. size-limit exits with 1 when a
// budget is exceeded and still prints every check: the report shows the failure as a row.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** One check of .size-limit.mjs, as `size-limit --json` prints it (gzip bytes). */
export interface SizeLimitCheck {
  readonly name: string;
  readonly size: number;
  readonly sizeLimit: number;
  readonly passed: boolean;
}

/** The check names .size-limit.mjs gives, by what they measure. */
export const CHECK_NAMES = {
  firstLoad: (page: string, brand: string) => `first-load JS of ${page}, brand ${brand}`,
  import: (name: string) => `import ${name}`,
  worker: (path: string) => `service worker ${path}`,
} as const;

/**
 * Parses `size-limit --json` output into checks by name; anything else is an error naming it.
 *
 * @example
 * parseSizeLimit('[{"name":"import request","passed":true,"size":3540,"sizeLimit":3948}]').get('import request')?.size; // 3540
 */
export function parseSizeLimit(stdout: string): Map<string, SizeLimitCheck> {
  const start = stdout.indexOf('[');
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout.slice(start));
  } catch {
    throw new Error(`size-limit printed no JSON list of checks: ${stdout.slice(0, 500) || '(nothing)'}`);
  }
  if (start < 0 || !Array.isArray(parsed))
    throw new Error(`size-limit printed no list of checks: ${stdout.slice(0, 500)}`);
  const checks = new Map<string, SizeLimitCheck>();
  for (const item of parsed as Record<string, unknown>[]) {
    const { name, size, sizeLimit, passed } = item;
    if (typeof name !== 'string' || typeof size !== 'number' || typeof sizeLimit !== 'number')
      throw new Error(`size-limit printed a check without name, size and limit: ${JSON.stringify(item)}`);
    checks.set(name, { name, size, sizeLimit, passed: passed === true });
  }
  return checks;
}

/**
 * Runs size-limit in the workspace root (its .size-limit.mjs and package.json plugins) for some
 * brands' first load and every import and worker budget.
 *
 * @example
 * const checks = await runSizeLimit(root, process.env, ['main']);
 * checks.get(CHECK_NAMES.import('request'))?.size;
 */
export async function runSizeLimit(
  root: string,
  env: NodeJS.ProcessEnv,
  brands: readonly string[],
): Promise<Map<string, SizeLimitCheck>> {
  // With this process's Node (size-limit needs 22 or later), whatever `node` the PATH has.
  const bin = join(root, 'node_modules/size-limit/bin.js');
  const options = { cwd: root, env: { ...env, SIZE_LIMIT_BRANDS: brands.join(',') }, maxBuffer: 16 * 1024 * 1024 };
  const stdout = await promisify(execFile)(process.execPath, [bin, '--json'], options).then(
    (result) => result.stdout,
    // Exit code 1: a budget is exceeded, and the JSON says which. Anything else has no JSON.
    (error: { stdout?: string; stderr?: string; message: string }) => {
      if (error.stdout?.includes('[')) return error.stdout;
      throw new Error(`size-limit failed: ${error.stderr || error.message}`);
    },
  );
  return parseSizeLimit(stdout);
}

/**
 * One named check of a size-limit run; a missing one means .size-limit.mjs and this file disagree.
 *
 * @example
 * sizeCheck(checks, CHECK_NAMES.worker('/_shell/sw.js')).size;
 */
export function sizeCheck(checks: ReadonlyMap<string, SizeLimitCheck>, name: string): SizeLimitCheck {
  const check = checks.get(name);
  if (!check)
    throw new Error(
      `size-limit has no check named "${name}" (it has: ${[...checks.keys()].join('; ')}): see .size-limit.mjs.`,
    );
  return check;
}
