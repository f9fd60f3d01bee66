import { isIP } from 'node:net';
import { delimiter } from 'node:path';
import { parseArgs } from 'node:util';
import { assertBrandId, BRAND_IDS, type BrandId } from '@therapy-shell/brand-config';

/** Name of the command a product team runs (`npx therapy-shell-dev-api`); the package's bin. */
export const DEV_API_BIN = 'therapy-shell-dev-api';

/** What dev-api starts with: command-line options over environment variables over defaults. */
export interface DevApiStartOptions {
  readonly port: number;
  /** A loopback address: dev-api is never reachable from another machine. */
  readonly host: string;
  /** Persona directories in order: a persona is read from the first that has its file. */
  readonly fixturesDirs: readonly string[];
  readonly brand: BrandId;
  readonly brandCodes: string | undefined;
  /** Persona of a visitor without a `dev_persona` cookie. */
  readonly defaultPersona: string;
  readonly logger: boolean;
}

/** What the command line asks for: start, or print the help or the version. */
export type DevApiCommand =
  | { readonly kind: 'start'; readonly options: DevApiStartOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'version' };

/** A command line or environment that cannot be used; the message says which option and why. */
export class UsageError extends Error {
  override readonly name = 'UsageError' as const;
}

/** The `--help` text. */
export const HELP_TEXT = `Usage: ${DEV_API_BIN} [options]

The development backend of the Therapy Shell: every endpoint the shell calls, answered from
persona fixtures, with faults on demand, real-time servers and analytics/error sinks.
Point the shell at it with SHELL_API_ORIGIN=http://127.0.0.1:<port>.

Options (each falls back to the environment variable in brackets):
  -p, --port <n>          port to listen on, 0 for any free one [DEV_API_PORT] (default 4000)
      --host <address>    loopback address to listen on: 127.0.0.1, ::1 or localhost
                          [DEV_API_HOST] (default 127.0.0.1)
      --persona <name>    persona of a visitor without a dev_persona cookie
                          [DEV_API_PERSONA] (default "default")
      --fixtures <dir>    directory of persona files <name>.json [DEV_API_FIXTURES]
                          (default: the personas shipped with this package); repeat it for
                          several (in the variable, separated by "${delimiter}"): a persona is
                          read from the first directory that has its file
      --with-shipped-personas
                          the shipped personas after the --fixtures directories, for the
                          names they lack [DEV_API_WITH_SHIPPED_PERSONAS=1]
      --brand <id>        brand whose defaults fill what a persona leaves out [SHELL_BRAND]
                          (default main)
      --brand-codes <json> product_code_name -> brand id map [SHELL_BRAND_CODES]
      --log               log every request [DEV_API_LOG=1]
  -h, --help              print this help
  -v, --version           print the version

A visitor picks a persona with the cookie dev_persona=<name> and a brand with dev_brand=<id>.
Faults, request log and sinks: see the /__dev/* endpoints in the package README.
`;

const LOOPBACK_NAMES = new Set(['localhost', '::1']);

/** Whether `host` is a loopback address (127.0.0.0/8, ::1) or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  if (LOOPBACK_NAMES.has(host)) return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

function portOf(value: string, source: string): number {
  const port = Number(value);
  if (value.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`${source}="${value}" is not a port number.`);
  }
  return port;
}

/**
 * Reads the command line (`argv` without node and the script) and the environment into what dev-api
 * starts with. Throws {@link UsageError} for an unknown option, a bad port or a host that is not
 * loopback, and `@therapy-shell/brand-config`'s error for an unknown brand.
 *
 * @example
 * parseDevApiCommand(['--port', '5301'], {}, '/pkg/fixtures');
 * // { kind: 'start', options: { port: 5301, host: '127.0.0.1', defaultPersona: 'default', ... } }
 */
export function parseDevApiCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  defaultFixturesDir: string,
): DevApiCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        persona: { type: 'string' },
        fixtures: { type: 'string', multiple: true },
        'with-shipped-personas': { type: 'boolean' },
        brand: { type: 'string' },
        'brand-codes': { type: 'string' },
        log: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const port =
    values.port !== undefined ? portOf(values.port, '--port') : portOf(env['DEV_API_PORT'] ?? '4000', 'DEV_API_PORT');
  const host = values.host ?? (env['DEV_API_HOST'] || '127.0.0.1');
  if (!isLoopbackHost(host)) {
    throw new UsageError(
      `${values.host !== undefined ? '--host' : 'DEV_API_HOST'}="${host}" is not a loopback address: dev-api listens on 127.0.0.1, ::1 or localhost only (it has no authentication).`,
    );
  }
  // An empty SHELL_BRAND means unset (main); an empty --brand is a mistake.
  if (values.brand === '') throw new UsageError(`--brand needs a brand id. Valid ids: ${BRAND_IDS.join(', ')}.`);
  const brand = values.brand !== undefined ? assertBrandId(values.brand, '--brand') : assertBrandId(env['SHELL_BRAND']);
  if (values.fixtures?.includes('')) throw new UsageError('--fixtures needs a directory.');
  const given = values.fixtures ?? (env['DEV_API_FIXTURES'] ?? '').split(delimiter).filter((dir) => dir !== '');
  const withShipped = values['with-shipped-personas'] ?? env['DEV_API_WITH_SHIPPED_PERSONAS'] === '1';
  const fixturesDirs = given.length === 0 ? [defaultFixturesDir] : withShipped ? [...given, defaultFixturesDir] : given;
  return {
    kind: 'start',
    options: {
      port,
      host,
      fixturesDirs: [...new Set(fixturesDirs)],
      brand,
      brandCodes: values['brand-codes'] ?? env['SHELL_BRAND_CODES'],
      defaultPersona: values.persona ?? (env['DEV_API_PERSONA'] || 'default'),
      logger: values.log ?? env['DEV_API_LOG'] === '1',
    },
  };
}
