/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  installRequestGuards,
  limitRequestHeaders,
  REQUEST_HEADER_LIMITS,
  setForwardedFor,
  uninstallRequestGuards,
} from './request-guards.ts';
import { forwardedHeaders } from './forwarding.ts';

describe('limits on the headers code reads with regular expressions', () => {
  it.each(Object.entries(REQUEST_HEADER_LIMITS))('%s is cut to %i bytes, in headers and rawHeaders', (name, limit) => {
    const long = 'a'.repeat(15_000);
    const request = {
      headers: { [name]: long, cookie: 'c'.repeat(4_000) } as IncomingHttpHeaders,
      rawHeaders: [name, long, 'Cookie', 'c'.repeat(4_000)],
    };
    limitRequestHeaders(request);
    expect(Buffer.byteLength(request.headers[name] as string)).toBe(limit);
    expect(Buffer.byteLength(request.rawHeaders[1] as string)).toBe(limit);
    // Headers that are not read by regular expressions are left as they are.
    expect(request.headers['cookie']).toHaveLength(4_000);
  });

  it('keeps a normal value as it is, and never cuts a character in two', () => {
    const normal = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0 Safari/537.36';
    const request = {
      headers: { 'user-agent': normal, 'accept-language': 'é'.repeat(400) } as IncomingHttpHeaders,
      rawHeaders: [],
    };
    limitRequestHeaders(request);
    expect(request.headers['user-agent']).toBe(normal);
    expect(request.headers['accept-language']).toBe('é'.repeat(256));
  });
});

describe('X-Forwarded-For, made at the HTTP server', () => {
  it.each<[string, string | undefined, string, string[], string | undefined]>([
    [
      'a trusted proxy keeps the chain and is appended',
      '203.0.113.7',
      '10.0.0.2',
      ['10.0.0.2'],
      '203.0.113.7, 10.0.0.2',
    ],
    [
      "any other peer: the client's own chain goes, the real peer stays",
      '6.6.6.6',
      '198.51.100.9',
      ['10.0.0.2'],
      '198.51.100.9',
    ],
    ['an IPv4-mapped peer is written plainly', undefined, '::ffff:198.51.100.9', [], '198.51.100.9'],
    ['no peer, nothing trusted: no header', '6.6.6.6', '', [], undefined],
    [
      'a peer within a trusted CIDR range keeps the chain',
      '203.0.113.7',
      '10.4.0.9',
      ['10.0.0.0/8'],
      '203.0.113.7, 10.4.0.9',
    ],
    ['a peer outside it does not', '203.0.113.7', '11.0.0.1', ['10.0.0.0/8'], '11.0.0.1'],
    [
      'an IPv4-mapped peer within an IPv4 range',
      '203.0.113.7',
      '::ffff:10.4.0.9',
      ['10.0.0.0/8'],
      '203.0.113.7, 10.4.0.9',
    ],
    ['an IPv6 range', '203.0.113.7', 'fd00::17', ['fd00::/8'], '203.0.113.7, fd00::17'],
  ])('%s', (_case, sent, peer, trusted, expected) => {
    const request = {
      headers: (sent ? { 'x-forwarded-for': sent } : {}) as IncomingHttpHeaders,
      socket: { remoteAddress: peer },
    };
    setForwardedFor(request as never, trusted);
    expect(request.headers['x-forwarded-for']).toBe(expected);
    // The page-load step takes it as it is: the peer is not appended twice.
    expect(forwardedHeaders(request as never, trusted)['x-forwarded-for']).toBe(expected);
  });
});

describe('what only a trusted proxy may say about the request', () => {
  const claims = {
    'true-client-ip': '6.6.6.6',
    'cf-connecting-ip': '6.6.6.6',
    'x-real-ip': '6.6.6.6',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
    forwarded: 'for=6.6.6.6;proto=https',
  };
  const request = (peer: string, extra: Record<string, string> = {}) => {
    const headers: IncomingHttpHeaders = { ...claims, 'cloudfront-viewer-country': 'FR', ...extra };
    return { headers, rawHeaders: Object.entries(headers).flat() as string[], socket: { remoteAddress: peer } };
  };

  it.each(Object.keys(claims))('%s is removed from a request whose peer is not a trusted proxy', (name) => {
    const req = request('198.51.100.9');
    setForwardedFor(req as never, ['10.0.0.0/8']);
    expect(req.headers[name]).toBeUndefined();
    expect(req.rawHeaders.map((value) => value.toLowerCase())).not.toContain(name);
    // The visitor's own country header stays for the crisis lines; the /api proxy does not pass it on.
    expect(req.headers['cloudfront-viewer-country']).toBe('FR');
    expect(req.headers['x-therapy-shell-trusted-peer']).toBeUndefined();
  });

  it.each(Object.keys(claims))('%s stays on a request from a trusted proxy, which is marked', (name) => {
    const req = request('10.0.0.7');
    setForwardedFor(req as never, ['10.0.0.0/8']);
    expect(req.headers[name]).toBe(claims[name as keyof typeof claims]);
    expect(req.headers['x-therapy-shell-trusted-peer']).toBe('1');
    expect(req.rawHeaders).toContain('x-therapy-shell-trusted-peer');
  });

  it("removes a visitor's own trusted-peer mark", () => {
    const req = request('198.51.100.9', { 'x-therapy-shell-trusted-peer': '1' });
    setForwardedFor(req as never, ['10.0.0.0/8']);
    expect(req.headers['x-therapy-shell-trusted-peer']).toBeUndefined();
    expect(req.rawHeaders).not.toContain('x-therapy-shell-trusted-peer');
  });
});

describe('installRequestGuards', () => {
  let server: Server;
  let seen: IncomingHttpHeaders = {};
  beforeAll(async () => {
    expect(installRequestGuards()).toBe('installed');
    expect(installRequestGuards()).toBe('already-installed');
    server = createServer((req, res) => {
      seen = req.headers;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  // The channel is the process's: other test files of this worker must not see the guards.
  afterAll(() => {
    uninstallRequestGuards();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('makes every HTTP server of the process hand its handler a User-Agent of at most 512 bytes', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const response = await fetch(url, {
      headers: { 'user-agent': `Mozilla/5.0 ${'x'.repeat(14_000)}`, 'x-custom': 'y'.repeat(1_000) },
    });
    expect(await response.text()).toBe('ok');
    expect(Buffer.byteLength(seen['user-agent'] ?? '')).toBe(512);
    expect(seen['user-agent']?.startsWith('Mozilla/5.0 xxx')).toBe(true);
    expect(response.status).toBe(200);
    expect(seen['x-custom']).toHaveLength(1_000);
  });
});

describe('uninstallRequestGuards', () => {
  it('takes the guards off the process again (what a test file leaves to the next)', async () => {
    expect(installRequestGuards()).toBe('installed');
    uninstallRequestGuards();
    let seen: IncomingHttpHeaders = {};
    const server = createServer((req, res) => {
      seen = req.headers;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
        headers: { 'user-agent': 'x'.repeat(2_000) },
      });
      expect(seen['user-agent']).toHaveLength(2_000);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
