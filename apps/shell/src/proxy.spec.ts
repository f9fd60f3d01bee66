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
import { config } from '../proxy.ts';

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

// Next.js reads proxy.ts's matcher without running the module, so it is written with literals.
describe('proxy matcher', () => {
  const proxied = reachesProxy(config.matcher);

  it('is one matcher: Next.js builds and runs a RegExp per matcher on every request', () => {
    expect(config.matcher).toHaveLength(1);
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
