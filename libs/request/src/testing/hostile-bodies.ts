import type { ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib';
import type { Handler } from './http-test-server.ts';

/** How the server sent an endless body: the bytes it wrote, and whether the client hung up before the end. */
export interface BodyTrace {
  /** Bytes written to the connection (compressed ones for a compressed body). */
  written: number;
  /** The answer's connection closed before its body ended: the client stopped reading. */
  closedEarly: boolean;
  /** Settles when the answer's connection has closed. */
  closed: Promise<void>;
}

/** The content coding of a hostile body. */
export type BodyCoding = 'gzip' | 'deflate' | 'br' | 'identity';

function encoder(coding: BodyCoding): Transform | undefined {
  if (coding === 'gzip') return createGzip();
  if (coding === 'deflate') return createDeflate();
  // Brotli's default quality is slow to make; zeros shrink as well at quality 1.
  if (coding === 'br') return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  return undefined;
}

/**
 * A handler that answers 200 with a body that never ends (chunked, no Content-Length): zeros under
 * a content coding, which inflate about 1000 times (a compression bomb), or plain text. It writes
 * only as fast as the client reads, and stops when the client hangs up; `trace` says what it sent.
 */
export function endlessBody(coding: BodyCoding, headers: Record<string, string> = {}): Handler & { trace: BodyTrace } {
  let settle = () => undefined as void;
  const trace: BodyTrace = {
    written: 0,
    closedEarly: false,
    closed: new Promise<void>((resolve) => (settle = resolve)),
  };
  const handler = (_req: unknown, res: ServerResponse) => {
    const compress = encoder(coding);
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
      ...headers,
    });
    res.on('close', () => {
      trace.closedEarly = !res.writableFinished;
      compress?.destroy();
      settle();
    });
    const chunk = Buffer.alloc(64 * 1024, coding === 'identity' ? 0x20 : 0);
    const out = compress ?? res;
    if (compress) {
      compress.on('data', (data: Buffer) => (trace.written += data.length));
      compress.pipe(res);
    }
    const pump = () => {
      while (!res.destroyed) {
        if (!compress) trace.written += chunk.length;
        if (!out.write(chunk)) {
          out.once('drain', pump);
          return;
        }
      }
    };
    // Valid JSON so far: an array that is never closed.
    out.write('[');
    pump();
  };
  return Object.assign(handler, { trace });
}

/**
 * A handler that answers 200 with the given body compressed with `coding` and a true Content-Length
 * of the compressed bytes (small, while the body inflates to far more).
 */
export function compressedBody(coding: Exclude<BodyCoding, 'identity'>, body: Buffer): Handler {
  return (_req, res) => {
    const chunks: Buffer[] = [];
    const compress = encoder(coding) as Transform;
    compress.on('data', (data: Buffer) => chunks.push(data));
    compress.on('end', () => {
      const compressed = Buffer.concat(chunks);
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': coding,
        'content-length': String(compressed.length),
      });
      res.end(compressed);
    });
    compress.end(body);
  };
}
