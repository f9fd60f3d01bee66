/** @jest-environment node */
import { addressMatcher, checkShellEnv, isShellEnvError, readShellEnv, ShellEnvError } from './env.ts';

describe('the run-time environment, read once at start', () => {
  it('gives every default when nothing is set (development)', () => {
    const env = readShellEnv({});
    expect({ ...env, isTrustedProxy: typeof env.isTrustedProxy }).toEqual({
      brand: 'main',
      brandCodes: {},
      apiOrigin: 'http://127.0.0.1:4000',
      siteHosts: [],
      trustedProxies: ['127.0.0.1', '::1'],
      isTrustedProxy: 'function',
      geoCountryHeaders: ['cloudfront-viewer-country', 'cf-ipcountry'],
      accessibilityWidgetUrl: undefined,
      cacheTtlMs: 0,
      staleIfErrorMs: 300_000,
      timeouts: { callMs: 3_000, optionalMs: 1_500, budgetMs: 5_000 },
      crisisBudgetMs: 1_000,
      healthBackend: 'required',
      healthTimeoutMs: 1_000,
      version: undefined,
      sentryDsn: undefined,
      sentryEnvironment: undefined,
      shutdown: { delayMs: 0, timeoutMs: 10_000 },
      backendMaxBodyBytes: 262_144,
      translationsMaxBodyBytes: 2_097_152,
      production: false,
    });
  });

  it('keeps site config and translations a minute in production', () => {
    expect(readShellEnv({ NODE_ENV: 'production' }).cacheTtlMs).toBe(60_000);
  });

  it('reads every variable it is given', () => {
    const env = readShellEnv({
      NODE_ENV: 'production',
      SHELL_BRAND: 'faith',
      SHELL_BRAND_CODES: '{"bhf":"faith"}',
      SHELL_API_ORIGIN: 'http://backend:8080/',
      SHELL_SITE_HOSTS: ' WWW.Faith.example, faith.example ,',
      SHELL_TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8, 192.0.2.1',
      SHELL_GEO_COUNTRY_HEADER: 'X-Country',
      SHELL_ACCESSIBILITY_WIDGET_URL: 'https://widget.example/w.js',
      SHELL_CACHE_TTL_MS: '0',
      SHELL_CACHE_STALE_IF_ERROR_MS: '0',
      SHELL_BACKEND_TIMEOUT_MS: '2500',
      SHELL_OPTIONAL_TIMEOUT_MS: '900',
      SHELL_PAGE_LOAD_BUDGET_MS: '4000',
      SHELL_CRISIS_PAGE_BUDGET_MS: '500',
      SHELL_HEALTH_BACKEND: 'reported',
      SHELL_HEALTH_TIMEOUT_MS: '800',
      SHELL_VERSION: '1.4.0-abc123',
      SHELL_SENTRY_DSN: 'https://key@errors.example/4',
      SHELL_SENTRY_ENVIRONMENT: 'staging',
      SHELL_SHUTDOWN_DELAY_MS: '5000',
      SHELL_SHUTDOWN_TIMEOUT_MS: '9000',
      SHELL_BACKEND_MAX_BODY_BYTES: '100000',
      SHELL_TRANSLATIONS_MAX_BODY_BYTES: '3000000',
      PORT: '3000',
      HOSTNAME: '0.0.0.0',
      KEEP_ALIVE_TIMEOUT: '65000',
    });
    expect(env).toMatchObject({
      brand: 'faith',
      brandCodes: { bhf: 'faith' },
      apiOrigin: 'http://backend:8080',
      siteHosts: ['www.faith.example', 'faith.example'],
      trustedProxies: ['10.0.0.0/8', 'fd00::/8', '192.0.2.1'],
      geoCountryHeaders: ['x-country'],
      accessibilityWidgetUrl: 'https://widget.example/w.js',
      cacheTtlMs: 0,
      staleIfErrorMs: 0,
      timeouts: { callMs: 2_500, optionalMs: 900, budgetMs: 4_000 },
      crisisBudgetMs: 500,
      healthBackend: 'reported',
      healthTimeoutMs: 800,
      version: '1.4.0-abc123',
      sentryDsn: 'https://key@errors.example/4',
      sentryEnvironment: 'staging',
      shutdown: { delayMs: 5_000, timeoutMs: 9_000 },
      backendMaxBodyBytes: 100_000,
      translationsMaxBodyBytes: 3_000_000,
      production: true,
    });
    expect(env.isTrustedProxy('10.200.3.4')).toBe(true);
    expect(env.isTrustedProxy('fd12::1')).toBe(true);
    expect(env.isTrustedProxy('192.0.2.2')).toBe(false);
  });

  // A bad value of each variable: the server does not start, and the message names the variable,
  // the value and what it must be.
  it.each<[string, string, RegExp]>([
    ['SHELL_BRAND', 'nope', /SHELL_BRAND="nope": SHELL_BRAND="nope" is not a brand id\. Valid ids: main/],
    ['SHELL_BRAND_CODES', '{main:faith', /SHELL_BRAND_CODES="\{main:faith": SHELL_BRAND_CODES is not valid JSON/],
    ['SHELL_BRAND_CODES', '["main"]', /SHELL_BRAND_CODES="\["main"\]": SHELL_BRAND_CODES must be a JSON object/],
    ['SHELL_BRAND_CODES', '{"bh":"nope"}', /SHELL_BRAND_CODES="\{"bh":"nope"\}": .*"nope", which is not a brand id/],
    ['SHELL_BRAND_CODES', '{"main":"faith"}', /SHELL_BRAND_CODES=.*no product code maps to brand "main"/],
    ['SHELL_API_ORIGIN', 'backend:8080', /SHELL_API_ORIGIN="backend:8080": must be an http\(s\) origin/],
    [
      'SHELL_API_ORIGIN',
      'http://backend:8080/api',
      /SHELL_API_ORIGIN="http:\/\/backend:8080\/api": must be an http\(s\) origin/,
    ],
    ['SHELL_API_ORIGIN', 'ftp://backend', /SHELL_API_ORIGIN="ftp:\/\/backend": must be an http\(s\) origin/],
    [
      'SHELL_SITE_HOSTS',
      'https://www.example.com',
      /SHELL_SITE_HOSTS=.*must be host names .*wrong: "https:\/\/www\.example\.com"/,
    ],
    ['SHELL_SITE_HOSTS', 'example.com:443', /SHELL_SITE_HOSTS=.*wrong: "example\.com:443"/],
    [
      'SHELL_TRUSTED_PROXIES',
      '10.0.0.0/33',
      /SHELL_TRUSTED_PROXIES="10\.0\.0\.0\/33": must be IP addresses or CIDR ranges/,
    ],
    ['SHELL_TRUSTED_PROXIES', 'ingress.local', /SHELL_TRUSTED_PROXIES=.*wrong: "ingress\.local"/],
    ['SHELL_GEO_COUNTRY_HEADER', 'CF IPCountry', /SHELL_GEO_COUNTRY_HEADER="CF IPCountry": must be header names/],
    [
      'SHELL_ACCESSIBILITY_WIDGET_URL',
      'javascript:alert(1)',
      /SHELL_ACCESSIBILITY_WIDGET_URL=.*must be an http\(s\) URL/,
    ],
    ['SHELL_CACHE_TTL_MS', '1m', /SHELL_CACHE_TTL_MS="1m": must be a whole number of milliseconds, 0 or more/],
    ['SHELL_CACHE_STALE_IF_ERROR_MS', '-1', /SHELL_CACHE_STALE_IF_ERROR_MS="-1": must be a whole number/],
    [
      'SHELL_BACKEND_TIMEOUT_MS',
      '3s',
      /SHELL_BACKEND_TIMEOUT_MS="3s": must be a whole number of milliseconds, 1 or more/,
    ],
    [
      'SHELL_BACKEND_TIMEOUT_MS',
      '0',
      /SHELL_BACKEND_TIMEOUT_MS="0": must be a whole number of milliseconds, 1 or more/,
    ],
    ['SHELL_OPTIONAL_TIMEOUT_MS', '1.5', /SHELL_OPTIONAL_TIMEOUT_MS="1\.5"/],
    ['SHELL_PAGE_LOAD_BUDGET_MS', '5e3', /SHELL_PAGE_LOAD_BUDGET_MS="5e3"/],
    ['SHELL_CRISIS_PAGE_BUDGET_MS', 'fast', /SHELL_CRISIS_PAGE_BUDGET_MS="fast"/],
    ['SHELL_HEALTH_BACKEND', 'optional', /SHELL_HEALTH_BACKEND="optional": must be "required" or "reported"/],
    ['SHELL_HEALTH_TIMEOUT_MS', '0', /SHELL_HEALTH_TIMEOUT_MS="0"/],
    ['SHELL_VERSION', 'v 1', /SHELL_VERSION="v 1": must be at most 128 printable characters without spaces/],
    [
      'SHELL_SENTRY_DSN',
      'https://secretkey@errors.example',
      /SHELL_SENTRY_DSN="https:\/\/\*\*\*@errors\.example": must be a Sentry DSN/,
    ],
    ['SHELL_SENTRY_ENVIRONMENT', 'x'.repeat(200), /SHELL_SENTRY_ENVIRONMENT="x+": must be at most 128/],
    ['SHELL_SHUTDOWN_DELAY_MS', '5 s', /SHELL_SHUTDOWN_DELAY_MS="5 s"/],
    ['SHELL_SHUTDOWN_TIMEOUT_MS', '0', /SHELL_SHUTDOWN_TIMEOUT_MS="0"/],
    [
      'SHELL_BACKEND_MAX_BODY_BYTES',
      '256k',
      /SHELL_BACKEND_MAX_BODY_BYTES="256k": must be a whole number of bytes, 1024 or more/,
    ],
    [
      'SHELL_TRANSLATIONS_MAX_BODY_BYTES',
      '10',
      /SHELL_TRANSLATIONS_MAX_BODY_BYTES="10": must be a whole number of bytes/,
    ],
    ['PORT', '70000', /PORT="70000": must be a whole number of a port, 0 to 65535/],
    ['HOSTNAME', 'not a host', /HOSTNAME="not a host": must be an address/],
    ['KEEP_ALIVE_TIMEOUT', '65s', /KEEP_ALIVE_TIMEOUT="65s"/],
  ])('%s=%j stops the start with a message naming it', (variable, value, message) => {
    let thrown: unknown;
    try {
      readShellEnv({ [variable]: value });
    } catch (error) {
      thrown = error;
    }
    expect(isShellEnvError(thrown)).toBe(true);
    expect((thrown as ShellEnvError).problems.map((p) => p.variable)).toEqual([variable]);
    expect((thrown as Error).message).toMatch(message);
  });

  it('never writes out the key of a wrong SHELL_SENTRY_DSN', () => {
    expect(() => readShellEnv({ SHELL_SENTRY_DSN: 'https://s3cr3tkey@errors.example/x' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cr3tkey') }),
    );
  });

  it('names every wrong value at once', () => {
    expect(() => readShellEnv({ SHELL_CACHE_TTL_MS: '1m', SHELL_HEALTH_BACKEND: 'maybe' })).toThrow(
      /2 wrong values:\n {2}SHELL_HEALTH_BACKEND="maybe".*\n {2}SHELL_CACHE_TTL_MS="1m"|2 wrong values:\n {2}SHELL_CACHE_TTL_MS="1m".*\n {2}SHELL_HEALTH_BACKEND="maybe"/,
    );
  });

  it.each<[string | undefined, string, RegExp | BrandResult]>([
    [undefined, 'faith', { brand: 'faith' }],
    ['faith', 'faith', { brand: 'faith' }],
    ['main', 'faith', /SHELL_BRAND="main": this build is for brand "faith"/],
  ])('SHELL_BRAND=%j on a build for %s', (given, built, expected) => {
    const read = () => readShellEnv(given === undefined ? {} : { SHELL_BRAND: given }, { builtBrand: built });
    if (expected instanceof RegExp) expect(read).toThrow(expected);
    else expect(read()).toMatchObject(expected);
  });

  it('takes a code map whose codes reach the brand, or that leaves its own id alone', () => {
    expect(readShellEnv({ SHELL_BRAND_CODES: '{"bh":"main","main":"main"}' }).brandCodes).toEqual({
      bh: 'main',
      main: 'main',
    });
    expect(readShellEnv({ SHELL_BRAND: 'main', SHELL_BRAND_CODES: '{"faithful":"faith"}' }).brand).toBe('main');
  });
});

type BrandResult = { brand: string };

describe('addressMatcher: trusted proxies by address or CIDR range', () => {
  it.each<[string[], string | undefined, boolean]>([
    [['127.0.0.1', '::1'], '127.0.0.1', true],
    [['127.0.0.1', '::1'], '::1', true],
    [['127.0.0.1', '::1'], '::ffff:127.0.0.1', true],
    [['127.0.0.1'], '127.0.0.2', false],
    [['10.0.0.0/8'], '10.255.255.255', true],
    [['10.0.0.0/8'], '11.0.0.0', false],
    [['10.0.0.0/24'], '10.0.1.1', false],
    [['fd00::/8'], 'fd99::1', true],
    [['fd00::/8'], 'fe80::1', false],
    [['10.0.0.0/8'], undefined, false],
    [['10.0.0.0/8'], 'not an address', false],
    [['ingress.local'], 'ingress.local', false],
  ])('%j trusts %j: %s', (list, peer, trusted) => {
    expect(addressMatcher(list)(peer)).toBe(trusted);
  });
});

describe('checkShellEnv: the check at start', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('therapy-shell.env')];
    jest.restoreAllMocks();
  });

  it('names the variable and the value on stderr and ends the process with code 2 (Next.js would go on serving 500s)', () => {
    process.env['SHELL_BRAND_CODES'] = '{main:faith';
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    checkShellEnv();
    expect(exit).toHaveBeenCalledWith(2);
    expect(String(write.mock.calls[0]?.[0])).toMatch(/not starting.*\n {2}SHELL_BRAND_CODES="\{main:faith": /s);
  });

  it('throws instead with exit: false', () => {
    process.env['SHELL_HEALTH_BACKEND'] = 'maybe';
    expect(() => checkShellEnv({ exit: false })).toThrow(ShellEnvError);
  });

  it('gives the environment, read once for the process', () => {
    process.env['SHELL_API_ORIGIN'] = 'http://backend:8080';
    const first = checkShellEnv();
    process.env['SHELL_API_ORIGIN'] = 'http://elsewhere:8080';
    expect(checkShellEnv()).toBe(first);
    expect(first.apiOrigin).toBe('http://backend:8080');
  });

  it('warns in production without SHELL_SITE_HOSTS', () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    checkShellEnv();
    expect(String(write.mock.calls[0]?.[0])).toContain('SHELL_SITE_HOSTS is not set');
  });
});
