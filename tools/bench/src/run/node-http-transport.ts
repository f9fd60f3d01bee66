// The measuring stick of the backend transport's row: the request layer's transport written by hand
// over node:http, as shell-next shipped it before undici's Agent replaced it (one keep-alive agent
// per process, a timer per call, the answer's chunks joined, repeated headers joined, a GET retried
// once when its kept connection was closed by the backend). It is kept here, and only here, so each
// run checks that the shipped transport still costs no more than this one (docs/benchmark.md).
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import type { NetworkFailure, RequestTransport, TransportRequest, TransportResponse } from '@therapy-shell/request';

interface Answer {
  status: number;
  rawHeaders: readonly string[];
  body: Buffer;
}

function failure(reason: NetworkFailure, message: string, cause?: unknown): Error & { reason: NetworkFailure } {
  return Object.assign(new Error(message, cause === undefined ? {} : { cause }), { reason });
}

/**
 * A keep-alive transport over node:http (http: origins only) and a way to close its connections.
 *
 * @example
 * const reference = createNodeHttpTransport();
 * await reference({ method: 'GET', url: new URL('http://127.0.0.1:5102/api/session'), headers: {}, timeoutMs: 3000 });
 */
export function createNodeHttpTransport(): RequestTransport & { destroy(): void } {
  const agent = new Agent({ keepAlive: true, timeout: 4_000, maxSockets: 256 });

  const exchange = (call: TransportRequest, headers: Record<string, string>, retry: boolean): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      const { signal } = call;
      if (signal?.aborted) {
        reject(failure('aborted', 'The call was aborted', signal.reason));
        return;
      }
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const request = httpRequest(call.url, { method: call.method, headers, agent }, (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => finish(() => reject(failure('network', error.message, error))));
        response.on('end', () =>
          finish(() =>
            resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
          ),
        );
      });
      const onAbort = () => {
        request.destroy();
        finish(() => reject(failure('aborted', 'The call was aborted', signal?.reason)));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const timer = setTimeout(() => {
        request.destroy();
        finish(() => reject(failure('timeout', `No answer within ${call.timeoutMs} ms`)));
      }, call.timeoutMs);
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (retry && request.reusedSocket && error.code === 'ECONNRESET' && call.method === 'GET') {
          finish(() => resolve(exchange(call, headers, false)));
          return;
        }
        finish(() => reject(failure('network', error.message, error)));
      });
      request.end(call.body);
    });

  const transport = async (call: TransportRequest): Promise<TransportResponse> => {
    const headers = { ...call.headers };
    if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
    const answer = await exchange(call, headers, true);
    const text = answer.body.toString('utf8');
    const { rawHeaders } = answer;
    return {
      status: answer.status,
      text,
      header(name) {
        let value: string | null = null;
        for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
          if ((rawHeaders[i] as string).toLowerCase() === name)
            value = value === null ? (rawHeaders[i + 1] as string) : `${value}, ${rawHeaders[i + 1] as string}`;
        }
        return value;
      },
    };
  };
  return Object.assign(transport, { destroy: () => agent.destroy() });
}
