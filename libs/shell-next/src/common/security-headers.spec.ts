import { contentSecurityPolicy, policyOrigin, shellHeaders, staticSecurityHeaders } from './security-headers.ts';
import { connectOrigins } from '../page-load/page-security.ts';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe("the page's Content-Security-Policy (DESIGN.md section 7)", () => {
  const policy = directives(
    contentSecurityPolicy({
      nonce: 'abc123',
      connect: ['https://collector.example/com.snowplow/tp2', 'wss://ws.example:6001'],
      assets: 'https://cdn.example',
    }),
  );

  it("allows scripts only with the request's nonce and what they load, never unsafe-inline or eval", () => {
    expect(policy['script-src']).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
  });

  it('connects only to the site and the hosts of the config', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://collector.example', 'wss://ws.example:6001']);
  });

  it.each([
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['default-src', ["'self'"]],
    // The offline copy's service worker, /_shell/sw.js, and the tracker's Intl warm-up (blob:).
    ['worker-src', ["'self'", 'blob:']],
  ])('sets %s to %p', (name, values) => {
    expect(policy[name]).toEqual(values);
  });

  it('styles: the site, the asset host and nonce-bearing elements; style attributes allowed', () => {
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'", 'https://cdn.example']);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('allows the accessibility widget host only when given (the page where it loads)', () => {
    expect(policy['script-src']).not.toContain('https://widget.example');
    const withWidget = directives(contentSecurityPolicy({ nonce: 'n', widget: 'https://widget.example' }));
    expect(withWidget['script-src']).toContain('https://widget.example');
    expect(withWidget['connect-src']).toContain('https://widget.example');
  });

  it('relaxes only what next dev needs in development (eval for hot reloading, injected styles)', () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n', development: true }));
    expect(dev['script-src']).toEqual(["'nonce-n'", "'strict-dynamic'", "'unsafe-eval'"]);
    expect(dev['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it.each([
    ['a URL', 'https://collector.example/path?q=1', 'https://collector.example'],
    ['a bare host', 'collector.example', 'https://collector.example'],
    ['a websocket URL with port', 'ws://127.0.0.1:4000/app', 'ws://127.0.0.1:4000'],
    ['a keyword', "'unsafe-inline'", undefined],
    ['a wildcard', '*', undefined],
    ['a policy separator', 'a.example; script-src *', undefined],
    ['javascript:', 'javascript:alert(1)', undefined],
    ['data:', 'data:text/html,x', undefined],
    ['userinfo', 'https://user:pw@a.example', undefined],
    ['nothing', undefined, undefined],
  ])('accepts only origins as sources: %s', (_case, value, expected) => {
    expect(policyOrigin(value)).toBe(expected);
  });
});

describe('connect sources from the site config', () => {
  it.each([
    [
      'a local Pusher-protocol host',
      { socket: { api_key: 'k', cluster: 'mt1', ws_host: '127.0.0.1', ws_port: 4000, force_tls: false } },
      ['ws://127.0.0.1:4000'],
    ],
    [
      'Pusher by cluster',
      { socket: { api_key: 'k', cluster: 'eu' } },
      ['wss://ws-eu.pusher.com', 'https://sockjs-eu.pusher.com'],
    ],
    ['the Snowplow collector', { snowplow_external_endpoint: 'https://c.example/tp2' }, ['https://c.example']],
    [
      'the error-reporting host of a DSN',
      { error_logging: { dsn: 'https://key@sentry.example/1' } },
      ['https://sentry.example'],
    ],
    [
      'the error-reporting endpoint',
      { error_logging: { endpoint: 'https://errors.example/api/1/envelope/' } },
      ['https://errors.example'],
    ],
    ['a cluster that is not a name', { socket: { api_key: 'k', cluster: "x'; script-src *" } }, []],
  ])('%s', (_case, config, expected) => {
    expect(connectOrigins(config)).toEqual(expected);
  });
});

describe('headers on every answer', () => {
  it.each([
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ])('sets %s: %s', (key, value) => {
    expect(staticSecurityHeaders({ production: false })).toContainEqual({ key, value });
  });

  it('sends HSTS in production only', () => {
    expect(staticSecurityHeaders({ production: true }).map((h) => h.key)).toContain('Strict-Transport-Security');
    expect(staticSecurityHeaders({ production: false }).map((h) => h.key)).not.toContain('Strict-Transport-Security');
  });

  it("leaves next dev's own development scripts alone in development only", () => {
    expect(shellHeaders({ production: true })[0]?.source).toBe('/:path*');
    expect(shellHeaders({ production: false })[0]?.source).toBe('/:path((?!_next/static/development/).*)');
  });

  it('keeps proxied API answers out of shared caches', () => {
    expect(shellHeaders({ production: true })).toContainEqual({
      source: '/api/:path*',
      headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
    });
  });
});
