// Build time: the app's proxy.ts must let the shell's paths through. Next.js reads its
// `config.matcher` without running the module, so the matcher is a literal there that no code can
// fill in; a wrong or missing one leaves the shell's texts unserved (pages never hydrate) or /api/*
// unanswered. withShell() checks it when next.config is loaded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_APP_PAGES_MATCHER, SHELL_PROXY_MATCHER } from '../common/proxy-matcher.ts';

const PROXY_FILES = ['proxy.ts', 'proxy.tsx', 'proxy.js', 'proxy.mjs', 'src/proxy.ts', 'src/proxy.js', 'src/proxy.mjs'];
const NEXT_CONFIGS = ['next.config.mjs', 'next.config.js', 'next.config.ts', 'next.config.cjs', 'next.config.mts'];

/** The matcher as a source file writes it: in single or double quotes, backslashes doubled. */
function literals(matcher: string): string[] {
  const escaped = matcher.replace(/\\/g, '\\\\');
  return [`'${escaped}'`, `"${escaped}"`, `\`${escaped}\``];
}

/**
 * The problem with an app's proxy file, or undefined when it carries the shell's matcher.
 *
 * @example
 * proxyFileProblem('/apps/web'); // undefined, or 'withShell: proxy.ts does not ...'
 */
export function proxyFileProblem(appDir: string): string | undefined {
  if (!NEXT_CONFIGS.some((name) => existsSync(join(appDir, name)))) return undefined;
  const file = PROXY_FILES.find((name) => existsSync(join(appDir, name)));
  // An App Router app's proxy also runs every page's page-load step: its pages need a matcher too.
  const appRouter = existsSync(join(appDir, 'app')) || existsSync(join(appDir, 'src', 'app'));
  const matchers = appRouter ? [SHELL_PROXY_MATCHER, SHELL_APP_PAGES_MATCHER] : [SHELL_PROXY_MATCHER];
  const written = (matcher: string) => `'${matcher.replace(/\\/g, '\\\\')}'`;
  const paste = `export const config = { matcher: [${matchers.map(written).join(', ')}] };`;
  const call = appRouter ? "createShellProxy({ version, router: 'app' })" : 'createShellProxy({ version })';
  if (!file)
    return `withShell: the app has no proxy.ts. The shell answers /api/*, its texts, icons, health and offline copy there: add proxy.ts with\n  export const proxy = ${call};\n  ${paste}\n(@therapy-shell/shell-next's README, "The proxy").`;
  const source = readFileSync(join(appDir, file), 'utf8');
  if (matchers.every((matcher) => literals(matcher).some((literal) => source.includes(literal)))) return undefined;
  return `withShell: ${file}'s config.matcher does not include the shell's ${appRouter ? 'matchers' : 'matcher'}, so Next.js would not send the shell's paths (/api/*, /_shell/messages/*, ...${appRouter ? ', and the pages' : ''}) to it. Write it as a literal (Next.js reads it without running the file):\n  ${paste}\n(a path of your own goes in a matcher of its own beside it).`;
}

/**
 * Throws when the app's proxy file is missing or does not let the shell's paths through
 * ({@link proxyFileProblem}); does nothing where there is no next.config (a test, a tool).
 *
 * @example
 * checkProxyFile(appDirectory());
 */
export function checkProxyFile(appDir: string): void {
  const problem = proxyFileProblem(appDir);
  if (problem) throw new Error(problem);
}
