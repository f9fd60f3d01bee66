import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Answers a request; may end the socket to simulate a dropped connection. */
export type Handler = (req: IncomingMessage, res: ServerResponse, body?: string) => void;

/** A real local HTTP server for integration tests (not a mocked fetch). */
export interface TestServer {
  origin: string;
  received: Received[];
  /** Sets the handler of a path (without query); unknown paths answer 404. */
  on(path: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

/** Answers with a status, a body and headers. */
export function answer(status: number, body = '', headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };
}

/** Starts a server on 127.0.0.1 with an ephemeral port. */
export async function startTestServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const handler = handlers.get(new URL(req.url ?? '/', 'http://x').pathname) ?? answer(404, 'not found');
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    on: (path, handler) => void handlers.set(path, handler),
    reset: () => {
      handlers.clear();
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
