// Server only: the page-load options read from the environment. shell-app.tsx imports this module
// in the branch the browser bundle drops, so the brand checks and the environment parsing never
// reach the browser.
import { assertBrandId, parseBrandCodes } from '@therapy-shell/brand-config';
import { SHELL_CACHE_TTL_MS } from './constants.ts';
import { envList } from './env-list.ts';
import type { BackendBodyLimits, LoadShellOptions } from './load-shell.ts';

/**
 * The brand the app was built for: withShell() inlines `process.env.SHELL_BUNDLE_BRAND` into the
 * bundle (written out so the bundler can replace it). Undefined where nothing inlines it (Node, tests).
 */
function builtBrand(): string | undefined {
  return process.env.SHELL_BUNDLE_BRAND || undefined;
}

/** Default backend origin (DESIGN.md section 5). */
const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';

/**
 * Page-load options from the environment: the build's brand (`SHELL_BRAND`, else the brand the
 * bundle was built for, else main; a SHELL_BRAND other than the built brand is an error), the
 * backend origin (`SHELL_API_ORIGIN`), the product code map (`SHELL_BRAND_CODES`), the
 * accessibility widget's script URL (`SHELL_ACCESSIBILITY_WIDGET_URL`), the caches, time limits and
 * the largest answer bodies (`SHELL_BACKEND_MAX_BODY_BYTES`, `SHELL_TRANSLATIONS_MAX_BODY_BYTES`).
 * A malformed number throws, naming the variable and its value.
 *
 * @example
 * loadShell(req, shellOptionsFromEnv());
 */
export function shellOptionsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): LoadShellOptions {
  // A server started without SHELL_BRAND is still the server of the brand it was built for.
  const built = builtBrand();
  const brand = assertBrandId(env['SHELL_BRAND'] || built);
  if (built && brand !== built) {
    throw new Error(
      `SHELL_BRAND="${brand}" but this build is for brand "${built}": start each brand's own build (npm run build:brands).`,
    );
  }
  return {
    brand,
    apiOrigin: env['SHELL_API_ORIGIN'] || DEFAULT_API_ORIGIN,
    brandCodes: parseBrandCodes(env['SHELL_BRAND_CODES']),
    accessibilityWidgetUrl: env['SHELL_ACCESSIBILITY_WIDGET_URL'] || undefined,
    cacheTtlMs: milliseconds(env, 'SHELL_CACHE_TTL_MS') ?? (env['NODE_ENV'] === 'production' ? SHELL_CACHE_TTL_MS : 0),
    staleIfErrorMs: milliseconds(env, 'SHELL_CACHE_STALE_IF_ERROR_MS'),
    siteHosts: envList(env['SHELL_SITE_HOSTS']),
    trustedProxies: envList(env['SHELL_TRUSTED_PROXIES']),
    geoCountryHeaders: envList(env['SHELL_GEO_COUNTRY_HEADER']),
    crisisBudgetMs: milliseconds(env, 'SHELL_CRISIS_PAGE_BUDGET_MS'),
    timeouts: {
      ...optional('callMs', milliseconds(env, 'SHELL_BACKEND_TIMEOUT_MS')),
      ...optional('optionalMs', milliseconds(env, 'SHELL_OPTIONAL_TIMEOUT_MS')),
      ...optional('budgetMs', milliseconds(env, 'SHELL_PAGE_LOAD_BUDGET_MS')),
    },
    bodyLimits: bodyLimitsFromEnv(env),
  };
}

/**
 * The largest answer bodies from the environment (`SHELL_BACKEND_MAX_BODY_BYTES`,
 * `SHELL_TRANSLATIONS_MAX_BODY_BYTES`); an unset one is left to the default. Also read by the texts
 * asset (config/messages.ts), whose backend call is the page-load step's translations call.
 *
 * @example
 * bodyLimitsFromEnv({ SHELL_TRANSLATIONS_MAX_BODY_BYTES: '4194304' }); // { translationsBytes: 4194304 }
 */
export function bodyLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<BackendBodyLimits> {
  return {
    ...optional('backendBytes', bytes(env, 'SHELL_BACKEND_MAX_BODY_BYTES')),
    ...optional('translationsBytes', bytes(env, 'SHELL_TRANSLATIONS_MAX_BODY_BYTES')),
  };
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

/** A byte count from the environment: a whole number above 0, or undefined when unset. */
function bytes(env: Readonly<Record<string, string | undefined>>, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new Error(`${name} must be a whole number of bytes above 0, got "${value}"`);
  return Number(value);
}

function milliseconds(env: Readonly<Record<string, string | undefined>>, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return Number(value);
}
