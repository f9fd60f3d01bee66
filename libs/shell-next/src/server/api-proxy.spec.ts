/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isProxiedPath, proxyApiRequest } from './api-proxy.ts';

// A real local backend that records what it received.
let server: Server;
let origin: string;
let last: { req: IncomingMessage; body: string } | undefined;
let delayMs = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      last = { req, body };
      setTimeout(() => {
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
        res.setHeader('cache-control', 'public, max-age=600');
        res.writeHead(req.url?.startsWith('/api/missing') ? 404 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  last = undefined;
  delayMs = 0;
});

const site = 'http://shop.example:3000';

describe('the /api proxy to the backend (DESIGN.md sections 5 and 7)', () => {
  it.each([
    '/api/subscription/unsubscribe/',
    '/api/session',
    '/api/translations?language=de&x[]=1',
    '/api/confirm_cookie_choices/',
  ])('passes %s through exactly', async (path) => {
    await proxyApiRequest(new Request(`${site}${path}`), { apiOrigin: origin, production: false });
    expect(last?.req.url).toBe(path);
  });

  it('passes method, body and cookies to the backend, and says which host the visitor asked for', async () => {
    const request = new Request(`${site}/api/subscription/unsubscribe/`, {
      method: 'POST',
      headers: { cookie: 'sid=abc', 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'r-1' },
      body: 'email=a%40b.example&csrf_token=t',
    });
    await proxyApiRequest(request, { apiOrigin: origin, production: false });
    expect(last?.req.method).toBe('POST');
    expect(last?.body).toBe('email=a%40b.example&csrf_token=t');
    expect(last?.req.headers['cookie']).toBe('sid=abc');
    expect(last?.req.headers['x-request-id']).toBe('r-1');
    expect(last?.req.headers['x-forwarded-host']).toBe('shop.example:3000');
  });

  it('answers with the backend status, body and every cookie it sets', async () => {
    const answer = await proxyApiRequest(new Request(`${site}/api/missing`), { apiOrigin: origin, production: false });
    expect(answer.status).toBe(404);
    await expect(answer.json()).resolves.toEqual({ ok: true });
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('keeps every answer out of shared caches and adds the security headers', async () => {
    const answer = await proxyApiRequest(new Request(`${site}/api/session`), { apiOrigin: origin, production: true });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers 502 when the backend cannot be reached', async () => {
    const answer = await proxyApiRequest(new Request(`${site}/api/session`), {
      apiOrigin: 'http://127.0.0.1:1',
      production: false,
    });
    expect(answer.status).toBe(502);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 504 when the backend is too slow', async () => {
    delayMs = 500;
    const answer = await proxyApiRequest(new Request(`${site}/api/session`), {
      apiOrigin: origin,
      production: false,
      timeoutMs: 100,
    });
    expect(answer.status).toBe(504);
  });
});

describe('what the proxy passes on, and where', () => {
  const send = (
    path: string,
    headers: Record<string, string> = {},
    extra: { siteHosts?: string[]; trustForwardedFor?: boolean; geoCountryHeaders?: string[] } = {},
  ) => proxyApiRequest(new Request(`${site}${path}`, { headers }), { apiOrigin: origin, production: false, ...extra });

  it.each<[string, string, string | undefined]>([
    ['Forwarded', 'for=6.6.6.6;host=evil.example', undefined],
    ['X-Original-URL', '/api/internal/presignup_experiments/assign', undefined],
    ['X-Rewrite-URL', '/api/internal/presignup_experiments/assign', undefined],
    ['X-Forwarded-Port', '8443', undefined],
    ['X-Forwarded-Server', 'evil.example', undefined],
    ['X-Real-IP', '6.6.6.6', undefined],
    ['X-HTTP-Method-Override', 'DELETE', undefined],
    ['X-Request-Id', 'r'.repeat(10_000), undefined],
    ['X-Request-Id', 'abc def<script>', undefined],
    ['X-Request-Id', 'req-1.ok_2', 'req-1.ok_2'],
    ['Accept-Language', 'de-DE,de;q=0.9', 'de-DE,de;q=0.9'],
  ])('%s: %j reaches the backend as %j', async (name, value, expected) => {
    await send('/api/session', { [name]: value });
    expect(last?.req.headers[name.toLowerCase()]).toBe(expected);
  });

  it.each<[string, string, string | undefined, string | undefined]>([
    ['True-Client-IP', '6.6.6.6', undefined, '6.6.6.6'],
    ['CF-Connecting-IP', '6.6.6.6', undefined, '6.6.6.6'],
    ['Fastly-Client-IP', '6.6.6.6', undefined, '6.6.6.6'],
    ['CloudFront-Viewer-Country', 'FR', undefined, 'FR'],
    ['CloudFront-Viewer-City', 'Paris', undefined, 'Paris'],
    ['CF-IPCountry', 'FR', undefined, 'FR'],
    ['X-Vercel-IP-Country', 'FR', undefined, 'FR'],
    ['X-My-Country', 'FR', undefined, 'FR'],
    // The scheme Next.js saw, which the request guards let only a trusted proxy's header set.
    ['X-Forwarded-Proto', 'https', 'http', 'http'],
    ['X-Therapy-Shell-Trusted-Peer', '1', undefined, undefined],
  ])(
    '%s: %j reaches the backend as %j from any peer, as %j from a trusted proxy',
    async (name, value, untrusted, trusted) => {
      const geoCountryHeaders = ['x-my-country'];
      await send('/api/session', { [name]: value }, { geoCountryHeaders });
      expect(last?.req.headers[name.toLowerCase()]).toBe(untrusted);
      // The request guards mark a request whose peer is in SHELL_TRUSTED_PROXIES.
      await send('/api/session', { [name]: value, 'x-therapy-shell-trusted-peer': '1' }, { geoCountryHeaders });
      expect(last?.req.headers[name.toLowerCase()]).toBe(trusted);
      expect(last?.req.headers['x-therapy-shell-trusted-peer']).toBeUndefined();
    },
  );

  it.each<[string, boolean, string | undefined]>([
    ['a chain made by the request guards', true, '203.0.113.7, 127.0.0.1'],
    ['a chain the client sent, with no request guards', false, undefined],
  ])('X-Forwarded-For: %s', async (_case, trustForwardedFor, expected) => {
    await send('/api/session', { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }, { trustForwardedFor });
    expect(last?.req.headers['x-forwarded-for']).toBe(expected);
  });

  it.each<[string, string[] | undefined, string]>([
    ['the host asked for, with no site hosts configured', undefined, 'shop.example:3000'],
    ['a configured site host', ['www.shop.example', 'shop.example'], 'shop.example'],
    ['any other host: the first site host', ['www.shop.example'], 'www.shop.example'],
  ])('X-Forwarded-Host: %s', async (_case, siteHosts, expected) => {
    await send('/api/session', {}, siteHosts ? { siteHosts } : {});
    expect(last?.req.headers['x-forwarded-host']).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['/api/session', true],
    ['/api/subscription/unsubscribe/', true],
    ['/api/internal/presignup_experiments/assign', false],
    ['/api/Internal/presignup_experiments/assign', false],
    ['/api//internal/presignup_experiments/assign', false],
    ['/api/%69nternal/presignup_experiments/assign', false],
    ['/api/internal', false],
    ['/api/internals-are-not-internal', true],
    ['/_shell/health/', false],
    ['/_shell/live.json', false],
    ['/favicon.ico/', false],
    ['/%66avicon.ico', false],
    ['/API/session', false],
    ['/api/%E0%A4%A', false],
    // Spellings a backend's own path handling might map onto /api/internal/*: decoded at any depth,
    // with ; parameters, NUL, spaces, dot segments, trailing dots, backslashes and other letter forms.
    ['/api/x/..%2finternal/presignup_experiments/assign', false],
    ['/api/x/..%2FInternal/presignup_experiments/assign', false],
    ['/api/%252e%252e/api/internal/presignup_experiments/assign', false],
    ['/api/internal%252fpresignup_experiments/assign', false],
    ['/api/internal%2fpresignup_experiments/assign', false],
    ['/api/internal;/presignup_experiments/assign', false],
    ['/api/internal;x=1/presignup_experiments/assign', false],
    ['/api/internal%3b/presignup_experiments/assign', false],
    ['/api/internal%00/presignup_experiments/assign', false],
    ['/api/internal%2500/presignup_experiments/assign', false],
    ['/api/internal%09/presignup_experiments/assign', false],
    ['/api/internal%20/presignup_experiments/assign', false],
    ['/api/internal%2520/presignup_experiments/assign', false],
    ['/api/internal./presignup_experiments/assign', false],
    ['/api/internal../presignup_experiments/assign', false],
    ['/api/internal.%20./presignup_experiments/assign', false],
    ['/api/%2569nternal/presignup_experiments/assign', false],
    ['/api/%25252569nternal/presignup_experiments/assign', false],
    ['/api/INTERNAL/presignup_experiments/assign', false],
    ['/api/%EF%BD%89%EF%BD%8E%EF%BD%94%EF%BD%85%EF%BD%92%EF%BD%8E%EF%BD%81%EF%BD%8C/assign', false],
    ['/api/%C3%ADnternal/assign', false],
    ['/api/internal%5cpresignup_experiments/assign', false],
    ['/api/x%5c..%5cinternal/presignup_experiments/assign', false],
    ['/api/x/%2e%2e/internal/presignup_experiments/assign', false],
    ['/api/x/.%252e/internal/presignup_experiments/assign', false],
    ['/api/x/..%252f..%252fapi%252finternal/assign', false],
    // Not a well-formed /api/<segment>... path.
    ['/api/', false],
    ['/api/session;jsessionid=1', false],
    ['/api/a%0d%0aX-Injected:%201', false],
    // Well-formed, and not internal however it is read.
    ['/api/users/42/', true],
    ['/api/a-b_c.d~e/', true],
    ['/api/internal-tools', true],
    ['/api/session%3bx', true],
    ['/api/search/z%C3%BCrich', true],
  ])('%s reaches the backend: %s', async (path, proxied) => {
    expect(isProxiedPath(new URL(`${site}${path}`).pathname)).toBe(proxied);
    const answer = await send(path);
    if (proxied) {
      expect(last?.req.url).toBe(new URL(`${site}${path}`).pathname);
    } else {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(last).toBeUndefined();
    }
  });
});
