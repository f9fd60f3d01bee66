import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerClient } from './server-client.ts';
import { isNetworkError, isRequestError, RequestError } from './errors.ts';

// A real local HTTP server: each test sets what it answers and reads what it received.
let server: Server;
let origin: string;
let lastRequest: IncomingMessage | undefined;
let answer: (res: import('node:http').ServerResponse) => void = (res) => res.end();

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = req;
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function json(status: number, body: string) {
  return (res: import('node:http').ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };
}

describe('server-side client', () => {
  it('follows no redirect: a 302 is an error of the call (spec 8.1, any other status), and the Location is never asked', async () => {
    const elsewhere: string[] = [];
    const other = createServer((req, res) => {
      elsewhere.push(req.url ?? '');
      res.end('{"id":-1}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    answer = (res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${(other.address() as AddressInfo).port}/phish` });
      res.end();
    };
    try {
      const client = createServerClient({ origin, requestId: 'req-redirect' });
      const error = await client.getJson('/api/session').catch((e: unknown) => e);
      expect(isRequestError(error) && [error.message, error.status]).toEqual(['Failed to retrieve data', 302]);
      expect(elsewhere).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('forwards the visitor cookie and the request id, and asks for JSON', async () => {
    answer = json(200, '{"id":-1}');
    const client = createServerClient({ origin, cookie: 'dev_persona=client; a=b', requestId: 'req-1' });
    await expect(client.getJson('/api/session')).resolves.toEqual({ id: -1 });
    expect(lastRequest?.headers['cookie']).toBe('dev_persona=client; a=b');
    expect(lastRequest?.headers['x-request-id']).toBe('req-1');
    expect(lastRequest?.headers['accept']).toBe('application/json');
  });

  it("forwards the visitor's headers on every call, and never to another origin", async () => {
    answer = json(200, '{}');
    const headers = {
      'user-agent': 'Visitor/1.0',
      'accept-language': 'de-DE,de;q=0.9',
      'x-forwarded-for': '203.0.113.7, 127.0.0.1',
    };
    const client = createServerClient({ origin, requestId: 'req-2', headers });
    await client.getJson('/api/session');
    expect(lastRequest?.headers['user-agent']).toBe('Visitor/1.0');
    expect(lastRequest?.headers['accept-language']).toBe('de-DE,de;q=0.9');
    expect(lastRequest?.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    const other = createServerClient({ origin: 'http://127.0.0.2:1', requestId: 'req-3', headers });
    lastRequest = undefined;
    await other.get(`${origin}/api/session`).catch(() => undefined);
    expect((lastRequest as IncomingMessage | undefined)?.headers['user-agent']).not.toBe('Visitor/1.0');
    expect((lastRequest as IncomingMessage | undefined)?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('puts query parameters in the query string', async () => {
    answer = json(200, '{}');
    await createServerClient({ origin, requestId: 'r' }).getJson('/api/translations', { language: 'de' });
    expect(lastRequest?.url).toBe('/api/translations?language=de');
  });

  it.each([
    [500, 'boom', 'Failed to retrieve data'],
    [404, 'not here', 'Failed to retrieve data'],
    [200, '', 'No data'],
    [200, '<html>', 'Bad Request: Response not valid JSON'],
  ])('answer %i %p becomes a RequestError "%s"', async (status, body, message) => {
    answer = json(status, body);
    const error = await createServerClient({ origin, requestId: 'r-9' })
      .getJson('/api/site-config')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message, status, responseText: body, requestId: 'r-9' });
  });

  it('cuts the response text of an error to 250 characters', async () => {
    answer = json(500, 'x'.repeat(1000));
    const error = await createServerClient({ origin, requestId: 'r' })
      .getJson('/api/session')
      .catch((e: unknown) => e);
    expect(isRequestError(error) && error.responseText.length).toBe(250);
  });

  it('turns a refused connection into a NetworkError that keeps its cause', async () => {
    const client = createServerClient({ origin: 'http://127.0.0.1:9', requestId: 'r' });
    const error = await client.getJson('/api/session').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).cause).toBeDefined();
  });

  it('aborts a call that takes longer than the timeout', async () => {
    answer = (res) => setTimeout(() => json(200, '{}')(res), 500);
    const error = await createServerClient({ origin, requestId: 'r', timeoutMs: 50 })
      .getJson('/api/session')
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });

  it.each(['api/session', '//evil.example/api', 'https://evil.example/api'])(
    'refuses the non-path %p',
    async (path) => {
      await expect(createServerClient({ origin, requestId: 'r' }).getJson(path)).rejects.toThrow(TypeError);
    },
  );
});
