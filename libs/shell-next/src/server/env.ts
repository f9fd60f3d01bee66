// Server only: the one reader of the shell's run-time environment. Every variable a brand's server
// reads is parsed here, once per process, with its default and a message that names the variable
// and the value when the value is wrong. The app's instrumentation.ts reads it when the server
// starts (`checkShellEnv`), so a bad value stops the start instead of failing every page later;
// everything else asks `shellEnv()` for what it was given.
import { BlockList, isIP } from 'node:net';
import { errorReportingSettings } from '@therapy-shell/analytics';
import { assertBrandId, parseBrandCodes, type BrandCodeMap, type BrandId } from '@therapy-shell/brand-config';
import {
  BACKEND_BODY_LIMITS,
  CRISIS_PAGE_BUDGET_MS,
  DEFAULT_API_ORIGIN,
  GEO_COUNTRY_HEADERS,
  LOOPBACK_ADDRESSES,
  PAGE_LOAD_TIMEOUTS,
  SHELL_CACHE_STALE_IF_ERROR_MS,
  SHELL_CACHE_TTL_MS,
} from '../common/constants.ts';

/** The environment as `process.env` holds it. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** One wrong value: the variable, what it was given and what it must be. */
export interface EnvProblem {
  /** The variable's name (`SHELL_CACHE_TTL_MS`). */
  variable: string;
  /** The value as given (a DSN with its key masked, which is a credential). */
  value: string;
  /** What the value must be. */
  expected: string;
}

/**
 * The environment has values the server cannot run with; each problem names the variable, the value
 * and what it must be. Thrown when the server starts, so a rollout with such a value never becomes
 * ready.
 *
 * @example
 * try { checkShellEnv(); } catch (error) { if (isShellEnvError(error)) console.error(error.problems); }
 */
export class ShellEnvError extends Error {
  override readonly name = 'ShellEnvError' as const;
  readonly problems: readonly EnvProblem[];
  constructor(problems: readonly EnvProblem[]) {
    super(
      `The shell's environment has ${problems.length === 1 ? 'a wrong value' : `${problems.length} wrong values`}:\n${problems
        .map((p) => `  ${p.variable}="${p.value}": ${p.expected}`)
        .join('\n')}`,
    );
    this.problems = problems;
  }
}

/**
 * Whether a value is a {@link ShellEnvError} (by name too: `instanceof` fails across bundles).
 *
 * @example
 * if (isShellEnvError(error)) process.exit(2);
 */
export function isShellEnvError(value: unknown): value is ShellEnvError {
  return value instanceof ShellEnvError || (value instanceof Error && value.name === 'ShellEnvError');
}

/** Whether an address is one of a list of addresses and CIDR ranges (IPv4 and IPv6). */
export type AddressMatcher = (address: string | undefined) => boolean;

/** What the server was configured with: every run-time variable, parsed, with its default applied. */
export interface ShellEnv {
  /** `SHELL_BRAND`: the brand of this server (default: the brand the build was made for, else main). */
  brand: BrandId;
  /** `SHELL_BRAND_CODES`: product_code_name to brand id (default: each brand's code is its id). */
  brandCodes: BrandCodeMap;
  /** `SHELL_API_ORIGIN`: the backend's origin, without a trailing slash. */
  apiOrigin: string;
  /** `SHELL_SITE_HOSTS`: the site's host names, lower-case; empty when unset. */
  siteHosts: readonly string[];
  /** `SHELL_TRUSTED_PROXIES`: the peers whose forwarded headers are believed, as given (addresses and CIDR ranges). */
  trustedProxies: readonly string[];
  /** The same, as a matcher of one peer address. */
  isTrustedProxy: AddressMatcher;
  /** `SHELL_GEO_COUNTRY_HEADER`: request headers that name the visitor's country, lower-case. */
  geoCountryHeaders: readonly string[];
  /** `SHELL_ACCESSIBILITY_WIDGET_URL`: the widget's script, or undefined for none. */
  accessibilityWidgetUrl: string | undefined;
  /** `SHELL_CACHE_TTL_MS` (default 60000 in production, else 0). */
  cacheTtlMs: number;
  /** `SHELL_CACHE_STALE_IF_ERROR_MS` (default 300000). */
  staleIfErrorMs: number;
  /** `SHELL_BACKEND_TIMEOUT_MS` (3000), `SHELL_OPTIONAL_TIMEOUT_MS` (1500), `SHELL_PAGE_LOAD_BUDGET_MS` (5000). */
  timeouts: { callMs: number; optionalMs: number; budgetMs: number };
  /** `SHELL_CRISIS_PAGE_BUDGET_MS` (1000). */
  crisisBudgetMs: number;
  /** `SHELL_HEALTH_BACKEND` (`required`). */
  healthBackend: 'required' | 'reported';
  /** `SHELL_HEALTH_TIMEOUT_MS` (1000). */
  healthTimeoutMs: number;
  /** `SHELL_VERSION`: the deployed version, or undefined (the app's package version is used). */
  version: string | undefined;
  /** `SHELL_SENTRY_DSN`: the error-reporting service of the server's reports, or undefined. */
  sentryDsn: string | undefined;
  /** `SHELL_SENTRY_ENVIRONMENT`, or undefined. */
  sentryEnvironment: string | undefined;
  /** `SHELL_SHUTDOWN_DELAY_MS` (0) and `SHELL_SHUTDOWN_TIMEOUT_MS` (10000): the start wrapper's drain. */
  shutdown: { delayMs: number; timeoutMs: number };
  /** `SHELL_BACKEND_MAX_BODY_BYTES` (262144): the largest backend answer the server reads, translations aside. */
  backendMaxBodyBytes: number;
  /** `SHELL_TRANSLATIONS_MAX_BODY_BYTES` (2097152): the largest translations answer the server reads. */
  translationsMaxBodyBytes: number;
  /** `NODE_ENV` is `production`. */
  production: boolean;
}

/** Where a variable is read: by the server while it runs, by the build, or by Next.js's server itself. */
export type EnvVariableUse = 'run time' | 'build' | 'next.js';

/** One variable of the shell's environment, as the README's configuration table documents it. */
export interface EnvVariable {
  name: string;
  use: EnvVariableUse;
}

/**
 * Every variable the shell and its server read, with where it is read. The README's configuration
 * table lists exactly these (a workspace test compares the two).
 */
export const SHELL_ENV_VARIABLES: readonly EnvVariable[] = [
  { name: 'SHELL_BRAND', use: 'run time' },
  { name: 'SHELL_BRAND_CODES', use: 'run time' },
  { name: 'SHELL_API_ORIGIN', use: 'run time' },
  { name: 'SHELL_SITE_HOSTS', use: 'run time' },
  { name: 'SHELL_TRUSTED_PROXIES', use: 'run time' },
  { name: 'SHELL_GEO_COUNTRY_HEADER', use: 'run time' },
  { name: 'SHELL_ACCESSIBILITY_WIDGET_URL', use: 'run time' },
  { name: 'SHELL_CACHE_TTL_MS', use: 'run time' },
  { name: 'SHELL_CACHE_STALE_IF_ERROR_MS', use: 'run time' },
  { name: 'SHELL_BACKEND_TIMEOUT_MS', use: 'run time' },
  { name: 'SHELL_OPTIONAL_TIMEOUT_MS', use: 'run time' },
  { name: 'SHELL_PAGE_LOAD_BUDGET_MS', use: 'run time' },
  { name: 'SHELL_CRISIS_PAGE_BUDGET_MS', use: 'run time' },
  { name: 'SHELL_HEALTH_BACKEND', use: 'run time' },
  { name: 'SHELL_HEALTH_TIMEOUT_MS', use: 'run time' },
  { name: 'SHELL_VERSION', use: 'run time' },
  { name: 'SHELL_SENTRY_DSN', use: 'run time' },
  { name: 'SHELL_SENTRY_ENVIRONMENT', use: 'run time' },
  { name: 'SHELL_SHUTDOWN_DELAY_MS', use: 'run time' },
  { name: 'SHELL_SHUTDOWN_TIMEOUT_MS', use: 'run time' },
  { name: 'SHELL_BACKEND_MAX_BODY_BYTES', use: 'run time' },
  { name: 'SHELL_TRANSLATIONS_MAX_BODY_BYTES', use: 'run time' },
  { name: 'SHELL_DIST_DIR', use: 'build' },
  { name: 'SHELL_BRAND_MODULE', use: 'build' },
  { name: 'SHELL_BUILD_CACHE', use: 'build' },
  { name: 'SHELL_ASSET_PREFIX', use: 'build' },
  { name: 'PORT', use: 'next.js' },
  { name: 'HOSTNAME', use: 'next.js' },
  { name: 'KEEP_ALIVE_TIMEOUT', use: 'next.js' },
];

/** Defaults of the shutdown drain (tools/deploy/serve.mjs reads the same variables). */
const SHUTDOWN_DEFAULTS = { delayMs: 0, timeoutMs: 10_000 } as const;
/** Longest `SHELL_VERSION` and `SHELL_SENTRY_ENVIRONMENT`: they go into reports and answers. */
const LABEL_MAX_LENGTH = 128;

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]{1,64}$/;
const WHOLE_NUMBER = /^\d{1,15}$/;
const LABEL = /^[\x21-\x7e]+$/;

/** Collects the problems of one read, so that every wrong value is named at once. */
class Reader {
  readonly problems: EnvProblem[] = [];
  constructor(private readonly env: EnvSource) {}

  /** The variable's value, trimmed; undefined when unset or empty. */
  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  problem(variable: string, value: string, expected: string): undefined {
    this.problems.push({ variable, value, expected });
    return undefined;
  }

  /** A whole number within [min, max]; the default when unset. */
  number(name: string, fallback: number, min: number, unit: string, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!WHOLE_NUMBER.test(value) || Number(value) < min || Number(value) > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`;
      this.problem(name, value, `must be a whole number of ${unit}, ${range} (no unit letters)`);
      return fallback;
    }
    return Number(value);
  }

  /** A comma-separated list, trimmed and lower-cased, each item checked. */
  list(name: string, fallback: readonly string[], check: (item: string) => boolean, expected: string): string[] {
    const value = this.raw(name);
    if (value === undefined) return [...fallback];
    const items = value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
    const wrong = items.filter((item) => !check(item));
    if (wrong.length > 0) {
      this.problem(name, value, `${expected} (wrong: ${wrong.map((item) => `"${item}"`).join(', ')})`);
      return [...fallback];
    }
    return items;
  }

  /** One of some words; the default when unset. */
  oneOf<T extends string>(name: string, words: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!(words as readonly string[]).includes(value))
      return this.problem(name, value, `must be ${words.map((w) => `"${w}"`).join(' or ')}`) ?? fallback;
    return value as T;
  }

  /** An http(s) URL; `origin` asks for an origin alone (no path, query or credentials). */
  url(name: string, origin: boolean): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const wrong =
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.username !== '' ||
      url.password !== '' ||
      (origin && (url.pathname !== '/' || url.search !== '' || url.hash !== ''));
    if (wrong)
      return this.problem(
        name,
        value,
        origin
          ? 'must be an http(s) origin such as http://backend:8080 (no path, query or user)'
          : 'must be an http(s) URL',
      );
    return origin ? (url as URL).origin : value;
  }

  /** A short printable label (no spaces). */
  label(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (value.length > LABEL_MAX_LENGTH || !LABEL.test(value))
      return this.problem(name, value, `must be at most ${LABEL_MAX_LENGTH} printable characters without spaces`);
    return value;
  }
}

/** Whether an item is an IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(item: string): boolean {
  const [address, prefix, extra] = item.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function normaliseAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * A matcher of peer addresses for a list of addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`),
 * on Node's own `BlockList`. IPv4-mapped IPv6 peers (`::ffff:10.0.0.7`) match their IPv4 entries.
 * Items that are neither are ignored (the environment reader refuses them first).
 *
 * @example
 * const trusted = addressMatcher(['10.0.0.0/8', '::1']);
 * trusted('10.1.2.3'); // true
 * trusted('::ffff:10.1.2.3'); // true
 * trusted('192.0.2.1'); // false
 */
export function addressMatcher(items: readonly string[]): AddressMatcher {
  const list = new BlockList();
  for (const item of items) {
    if (!isAddressOrRange(item)) continue;
    const [address, prefix] = item.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const peer = normaliseAddress(address);
    const family = isIP(peer);
    return family !== 0 && list.check(peer, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** A DSN with its key masked: the key is a credential, and a mistyped one is close to it. */
function maskedDsn(value: string): string {
  return value.replace(/^([a-z]+:\/\/)[^@/]*@/i, '$1***@');
}

/**
 * Reads and checks the whole run-time environment: every variable of {@link SHELL_ENV_VARIABLES}
 * that the server reads, with its default. Throws one {@link ShellEnvError} that names every wrong
 * value. `builtBrand` is the brand the build was made for (a `SHELL_BRAND` that differs is wrong).
 *
 * @example
 * const env = readShellEnv({ SHELL_API_ORIGIN: 'http://backend:8080', SHELL_TRUSTED_PROXIES: '10.0.0.0/8' });
 * env.isTrustedProxy('10.4.5.6'); // true
 * readShellEnv({ SHELL_CACHE_TTL_MS: '1m' }); // throws: SHELL_CACHE_TTL_MS="1m": must be a whole number of milliseconds, 0 or more
 */
export function readShellEnv(
  env: EnvSource = process.env,
  options: { builtBrand?: string | undefined } = {},
): ShellEnv {
  const read = new Reader(env);
  const production = env['NODE_ENV'] === 'production';
  const builtBrand = options.builtBrand || undefined;

  let brand: BrandId = 'main';
  const givenBrand = read.raw('SHELL_BRAND');
  try {
    brand = assertBrandId(givenBrand ?? builtBrand);
    if (builtBrand && brand !== builtBrand)
      read.problem(
        'SHELL_BRAND',
        brand,
        `this build is for brand "${builtBrand}": start each brand's own build (npm run build:brands)`,
      );
  } catch (error) {
    read.problem('SHELL_BRAND', givenBrand ?? '', error instanceof Error ? error.message : String(error));
  }

  let brandCodes: BrandCodeMap = {};
  const codes = read.raw('SHELL_BRAND_CODES');
  if (codes !== undefined) {
    try {
      brandCodes = parseBrandCodes(codes);
      const reachable = Object.values(brandCodes).includes(brand) || !Object.hasOwn(brandCodes, brand);
      if (!reachable)
        read.problem(
          'SHELL_BRAND_CODES',
          codes,
          `no product code maps to brand "${brand}", the brand of this server, so every page would fail`,
        );
    } catch (error) {
      read.problem('SHELL_BRAND_CODES', codes, error instanceof Error ? error.message : String(error));
    }
  }

  const sentryDsnValue = read.raw('SHELL_SENTRY_DSN');
  let sentryDsn: string | undefined;
  if (sentryDsnValue !== undefined) {
    if (errorReportingSettings({ error_logging: { dsn: sentryDsnValue } }) === null)
      read.problem(
        'SHELL_SENTRY_DSN',
        maskedDsn(sentryDsnValue),
        'must be a Sentry DSN, http(s)://<public key>@<host>/<project id>',
      );
    else sentryDsn = sentryDsnValue;
  }

  const trustedProxies = read.list(
    'SHELL_TRUSTED_PROXIES',
    LOOPBACK_ADDRESSES,
    isAddressOrRange,
    'must be IP addresses or CIDR ranges (10.0.0.0/8, fd00::/8), comma-separated',
  );

  const result: ShellEnv = {
    brand,
    brandCodes,
    apiOrigin: read.url('SHELL_API_ORIGIN', true) ?? DEFAULT_API_ORIGIN,
    siteHosts: read.list(
      'SHELL_SITE_HOSTS',
      [],
      (item) => HOST_NAME.test(item),
      'must be host names without scheme, port or path (www.example.com), comma-separated',
    ),
    trustedProxies,
    isTrustedProxy: addressMatcher(trustedProxies),
    geoCountryHeaders: read.list(
      'SHELL_GEO_COUNTRY_HEADER',
      GEO_COUNTRY_HEADERS,
      (item) => HEADER_NAME.test(item),
      'must be header names (CloudFront-Viewer-Country), comma-separated',
    ),
    accessibilityWidgetUrl: read.url('SHELL_ACCESSIBILITY_WIDGET_URL', false),
    cacheTtlMs: read.number('SHELL_CACHE_TTL_MS', production ? SHELL_CACHE_TTL_MS : 0, 0, 'milliseconds'),
    staleIfErrorMs: read.number('SHELL_CACHE_STALE_IF_ERROR_MS', SHELL_CACHE_STALE_IF_ERROR_MS, 0, 'milliseconds'),
    timeouts: {
      callMs: read.number('SHELL_BACKEND_TIMEOUT_MS', PAGE_LOAD_TIMEOUTS.callMs, 1, 'milliseconds'),
      optionalMs: read.number('SHELL_OPTIONAL_TIMEOUT_MS', PAGE_LOAD_TIMEOUTS.optionalMs, 1, 'milliseconds'),
      budgetMs: read.number('SHELL_PAGE_LOAD_BUDGET_MS', PAGE_LOAD_TIMEOUTS.budgetMs, 1, 'milliseconds'),
    },
    crisisBudgetMs: read.number('SHELL_CRISIS_PAGE_BUDGET_MS', CRISIS_PAGE_BUDGET_MS, 1, 'milliseconds'),
    healthBackend: read.oneOf('SHELL_HEALTH_BACKEND', ['required', 'reported'], 'required'),
    healthTimeoutMs: read.number('SHELL_HEALTH_TIMEOUT_MS', 1_000, 1, 'milliseconds'),
    version: read.label('SHELL_VERSION'),
    sentryDsn,
    sentryEnvironment: read.label('SHELL_SENTRY_ENVIRONMENT'),
    shutdown: {
      delayMs: read.number('SHELL_SHUTDOWN_DELAY_MS', SHUTDOWN_DEFAULTS.delayMs, 0, 'milliseconds'),
      timeoutMs: read.number('SHELL_SHUTDOWN_TIMEOUT_MS', SHUTDOWN_DEFAULTS.timeoutMs, 1, 'milliseconds'),
    },
    backendMaxBodyBytes: read.number('SHELL_BACKEND_MAX_BODY_BYTES', BACKEND_BODY_LIMITS.backendBytes, 1_024, 'bytes'),
    translationsMaxBodyBytes: read.number(
      'SHELL_TRANSLATIONS_MAX_BODY_BYTES',
      BACKEND_BODY_LIMITS.translationsBytes,
      1_024,
      'bytes',
    ),
    production,
  };
  // Read by Next.js's own server, which does not check them: a wrong one would listen elsewhere or
  // cut keep-alive connections at a surprising time.
  read.number('PORT', 3000, 0, 'a port', 65_535);
  read.number('KEEP_ALIVE_TIMEOUT', 0, 0, 'milliseconds');
  const hostname = read.raw('HOSTNAME');
  if (hostname !== undefined && isIP(hostname) === 0 && !HOST_NAME.test(hostname.toLowerCase()))
    read.problem('HOSTNAME', hostname, 'must be an address (0.0.0.0, ::) or a host name to listen on');

  if (read.problems.length > 0) throw new ShellEnvError(read.problems);
  return result;
}

/** Where the process's reading is kept: one per process, whichever copy of this module reads it. */
const SHELL_ENV = Symbol.for('therapy-shell.env');

/**
 * The brand the app's bundle was built for: withShell() inlines `process.env.SHELL_BUNDLE_BRAND`
 * (written out so the bundler can replace it). Undefined where nothing inlines it (Node, tests).
 */
function builtBrand(): string | undefined {
  return process.env.SHELL_BUNDLE_BRAND || undefined;
}

/**
 * The process's environment, read and checked once (the first call) and the same object after:
 * the environment does not change while a server runs. Throws {@link ShellEnvError} on a wrong value.
 *
 * @example
 * const { apiOrigin, siteHosts } = shellEnv();
 */
export function shellEnv(): ShellEnv {
  const holder = globalThis as { [SHELL_ENV]?: ShellEnv };
  return (holder[SHELL_ENV] ??= readShellEnv(process.env, { builtBrand: builtBrand() }));
}

/**
 * Reads and checks the process's environment when the server starts: call it first in
 * `instrumentation.ts`'s `register()`. A wrong value writes a message naming each variable and
 * value to stderr and ends the process with exit code 2: Next.js's server would otherwise log the
 * error and go on answering every request with a 500, health checks included, so the instance
 * never becomes ready and a rollout with the value stops. (`exit: false` throws the
 * {@link ShellEnvError} instead.) It also warns once when a production server has no
 * `SHELL_SITE_HOSTS`: the backend is then told the host each request names.
 *
 * @example
 * // What @therapy-shell/shell-next/instrumentation's register() calls first on Node.js:
 * checkShellEnv();
 */
export function checkShellEnv(options: { exit?: boolean } = {}): ShellEnv {
  let env: ShellEnv;
  try {
    env = shellEnv();
  } catch (error) {
    if (options.exit === false || !isShellEnvError(error)) throw error;
    process.stderr.write(`therapy-shell: not starting. ${error.message}\n`);
    return process.exit(2);
  }
  if (env.production && env.siteHosts.length === 0) {
    process.stderr.write(
      `${JSON.stringify({ level: 'warning', message: 'SHELL_SITE_HOSTS is not set: the backend is told the Host each request names. Set the site’s host names (docs/deploy.md).' })}\n`,
    );
  }
  return env;
}
