/** @jest-environment node */
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import {
  CSP_REPORT_PATH,
  FAVICON_PATH,
  ICONS_PATH,
  MESSAGES_PATH,
  OFFLINE_PAGE_PATH,
  OFFLINE_WORKER_PATH,
  SHELL_HEALTH_PATH,
  SHELL_LIVENESS_PATH,
} from '@therapy-shell/shell-next/server';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { SHELL_PROXY_MATCHER } from '@therapy-shell/shell-next/server';
import { config, proxy } from '../proxy.ts';

// Next.js's compilation of proxy.ts's matchers, as its build runs it: exported by that module but
// not declared in its types.
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (matcher: string[], nextConfig: object) => ProxyMatcher[];
}>('next/dist/build/analysis/get-page-static-info');

// Whether a request for `pathname` reaches the proxy, decided as Next.js decides it at run time:
// its own compilation of the matchers (path-to-regexp, the optional /_next/data prefix and .json
// suffix) and its own route matcher.
function reachesProxy(matcher: readonly string[]): (pathname: string) => boolean {
  const match = getMiddlewareRouteMatcher(getMiddlewareMatchers([...matcher], {}));
  return (pathname) => match(pathname, undefined as never, {});
}

// The paths the shell answers in its proxy, one matcher each: what the single matcher must let
// through, no more and no less.
const ANSWERED = [
  '/api/:path*',
  FAVICON_PATH,
  SHELL_HEALTH_PATH,
  SHELL_LIVENESS_PATH,
  OFFLINE_WORKER_PATH,
  OFFLINE_PAGE_PATH,
  CSP_REPORT_PATH,
  `${MESSAGES_PATH}:path*`,
  `${ICONS_PATH}:path*`,
];

// The one proxy file of a shell app: this app's, the one `npm create @therapy-shell/app` writes, and
// the one the product teams' guide shows (its section 3) are the same text.
const root = join(__dirname, '..', '..', '..');
const guide = readFileSync(join(root, 'docs', 'product-teams.md'), 'utf8');
const copies: [string, string][] = [
  ['apps/shell/proxy.ts', readFileSync(join(root, 'apps', 'shell', 'proxy.ts'), 'utf8')],
  [
    'the create-app template',
    readFileSync(join(root, 'tools', 'create-app', 'template', 'pages-router', 'proxy.ts'), 'utf8'),
  ],
  ['docs/product-teams.md', /```ts\n(\/\/ The shell's proxy \([\s\S]*?)```/.exec(guide)?.[1] ?? ''],
];

// The App Router's proxy file, the same way: apps/shell-app's, its create-app template's and the guide's.
const appRouterCopies: [string, string][] = [
  ['apps/shell-app/proxy.ts', readFileSync(join(root, 'apps', 'shell-app', 'proxy.ts'), 'utf8')],
  [
    'the App Router create-app template',
    readFileSync(join(root, 'tools', 'create-app', 'template', 'app-router', 'proxy.ts'), 'utf8'),
  ],
  [
    'docs/product-teams.md (App Router)',
    /```ts\n(\/\/ The shell's proxy on the App Router[\s\S]*?)```/.exec(guide)?.[1] ?? '',
  ],
];

/** The matcher literal of a proxy file's source, as the module's string holds it (the source doubles each backslash). */
function matcherOf(source: string): string[] {
  const literal = /matcher: \[\s*'((?:[^'\\]|\\.)*)',?\s*\]/.exec(source)?.[1];
  return literal === undefined ? [] : [literal.replace(/\\\\/g, '\\')];
}

it.each([
  ['Pages Router', copies],
  ['App Router', appRouterCopies],
])(
  '%s: the app, the create-app template and the guide carry the same proxy file, of about ten lines',
  (_router, files) => {
    const [first, ...others] = files;
    expect(first?.[1]).toContain('createShellProxy');
    for (const [, source] of others) expect(source).toBe(first?.[1]);
    expect(
      first?.[1].split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('//')).length,
    ).toBeLessThanOrEqual(10);
  },
);

it("the file's matcher is the library's, as the module gives it to Next.js", () => {
  expect(config.matcher).toEqual([SHELL_PROXY_MATCHER]);
});

// Next.js reads proxy.ts's matcher without running the module, so it is written with literals.
describe.each(copies)('the proxy matcher of %s', (_copy, source) => {
  const matcher = matcherOf(source);
  const proxied = reachesProxy(matcher);

  it('is one matcher: Next.js builds and runs a RegExp per matcher on every request', () => {
    expect(matcher).toEqual([SHELL_PROXY_MATCHER]);
  });

  it.each([
    ['/api', true],
    ['/api/', true],
    ['/api/session', true],
    ['/api/subscription/unsubscribe/availability', true],
    ['/api/session.json', true],
    ['/_next/data/build-id/api/session.json', true],
    [FAVICON_PATH, true],
    [SHELL_HEALTH_PATH, true],
    [SHELL_LIVENESS_PATH, true],
    [`${SHELL_LIVENESS_PATH}/`, true],
    [OFFLINE_WORKER_PATH, true],
    [OFFLINE_PAGE_PATH, true],
    [CSP_REPORT_PATH, true],
    [`${MESSAGES_PATH}en/abc123.js`, true],
    [`${ICONS_PATH}0123abcd.svg`, true],
    ['/', false],
    ['/index', false],
    ['/gethelpnow/', false],
    ['/dashboard', false],
    ['/apis', false],
    ['/api-docs', false],
    ['/favicon.png', false],
    ['/faviconXico', false],
    ['/_shell/healthy', false],
    ['/_shell/health/x', false],
    ['/_shell/sw.jsx', false],
    ['/_shell/swXjs', false],
    ['/_shell/offline/page', false],
    ['/_shell/other', false],
    ['/_shell/messagesX/en', false],
    ['/_next/static/chunks/app.js', false],
    ['/x/api/session', false],
  ])('%s reaches the proxy: %s', (pathname, expected) => {
    expect(proxied(pathname)).toBe(expected);
  });

  it('lets through exactly what one matcher per answered path would', () => {
    const each = reachesProxy(ANSWERED);
    const segments = ['', 'api', 'favicon.ico', '_shell', 'health', 'live', 'sw.js', 'offline', 'csp-report'];
    const more = ['messages', 'icons', 'en', 'a.js', 'x', '_next', 'data', 'b', 'index.json', 'p.rsc'];
    const paths = new Set<string>();
    for (const a of [...segments, ...more])
      for (const b of [...segments, ...more]) {
        paths.add(`/${a}`);
        paths.add(`/${a}/${b}`);
        paths.add(`/${a}/${b}/`);
        paths.add(`/_shell/${a}/${b}`);
        paths.add(`/_next/data/id/${a}/${b}`);
        paths.add(`/${a}/${b}.json`);
      }
    const differing = [...paths].filter((path) => proxied(path) !== each(path));
    expect(differing).toEqual([]);
    expect([...paths].filter(proxied).length).toBeGreaterThan(50);
  });
});

// What the proxy answers for each path it serves and each near miss (no backend runs here: /api/*
// answers 502, readiness 503). A near miss goes on to Next.js (x-middleware-next).
describe('what the proxy answers', () => {
  const site = 'http://127.0.0.1:3999';
  beforeAll(() => {
    process.env['SHELL_API_ORIGIN'] = 'http://127.0.0.1:9';
  });

  it.each<[string, string, number | 'next', string | null]>([
    ['GET', FAVICON_PATH, 200, 'image/svg+xml'],
    ['GET', SHELL_LIVENESS_PATH, 200, 'application/json'],
    ['GET', SHELL_HEALTH_PATH, 503, 'application/json'],
    ['GET', CSP_REPORT_PATH, 405, null],
    ['POST', CSP_REPORT_PATH, 415, null],
    ['GET', OFFLINE_WORKER_PATH, 200, 'text/javascript; charset=utf-8'],
    ['GET', `${OFFLINE_PAGE_PATH}?language=de`, 200, 'text/html; charset=utf-8'],
    ['GET', `${MESSAGES_PATH}en/not-an-id.js`, 404, null],
    ['GET', `${ICONS_PATH}nope.svg`, 404, null],
    ['GET', '/api/session', 502, 'application/json'],
    ['GET', '/api/internal/presignup_experiments/assign', 404, 'application/json'],
    ['GET', '/api/internal;/presignup_experiments/assign', 404, 'application/json'],
    ['GET', '/', 'next', null],
    ['GET', '/faq/', 'next', null],
    ['GET', `${SHELL_HEALTH_PATH}/`, 'next', null],
    ['GET', `${FAVICON_PATH}/`, 'next', null],
    ['GET', '/apis', 'next', null],
  ])('%s %s answers %s', async (method, path, status, type) => {
    const answer = await proxy(new NextRequest(`${site}${path}`, { method }));
    if (status === 'next') {
      expect(answer.headers.get('x-middleware-next')).toBe('1');
      return;
    }
    expect(answer.headers.get('x-middleware-next')).toBeNull();
    expect(answer.status).toBe(status);
    if (type) expect(answer.headers.get('content-type')).toBe(type);
  });
});
