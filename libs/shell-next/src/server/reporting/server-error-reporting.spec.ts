/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import { createReportLimiter, reportPageLoadFailure, settingsFromEnv } from './server-error-reporting.ts';
import type { PageLoadErrorLog } from '../../page-load/load-shell.ts';

interface Sent {
  dsn: string;
  environment: string;
  message: string;
  tags: Record<string, string>;
  extras: Record<string, unknown>;
}

/** A stand-in for @sentry/node that records what would be sent. */
function fakeSentry(sent: Sent[]) {
  class NodeClient {
    constructor(readonly options: { dsn: string; environment: string }) {}
    init(): void {
      // Nothing to do in the fake.
    }
    flush(): Promise<boolean> {
      return Promise.resolve(true);
    }
  }
  class Scope {
    client?: NodeClient;
    tags: Record<string, string> = {};
    extras: Record<string, unknown> = {};
    setClient(client: NodeClient): void {
      this.client = client;
    }
    setLevel(): void {
      // Nothing to do in the fake.
    }
    setTag(name: string, value: string): void {
      this.tags[name] = value;
    }
    setExtras(extras: Record<string, unknown>): void {
      this.extras = { ...this.extras, ...extras };
    }
    captureMessage(message: string): void {
      sent.push({
        dsn: this.client?.options.dsn ?? '',
        environment: this.client?.options.environment ?? '',
        message,
        tags: this.tags,
        extras: this.extras,
      });
    }
  }
  return (() =>
    Promise.resolve({
      NodeClient,
      Scope,
      makeNodeTransport: () => undefined,
      defaultStackParser: () => [],
    })) as unknown as NonNullable<Parameters<typeof reportPageLoadFailure>[1]['load']>;
}

const entry: PageLoadErrorLog = {
  level: 'error',
  message: 'Page load failed',
  requestId: 'req-1',
  userAgent: 'UA',
  forwardedHost: 'site.example',
  url: '/faq/',
  referer: '',
  error: 'Error: backend answered 503',
} as PageLoadErrorLog;

describe('server error reporting settings', () => {
  it('reads the DSN and environment from the run-time environment, and ignores a DSN the SDK would refuse', () => {
    expect(
      settingsFromEnv({
        SHELL_SENTRY_DSN: 'http://key@127.0.0.1:4000/1',
        SHELL_SENTRY_ENVIRONMENT: 'staging',
        SHELL_VERSION: '2.3.4',
      }),
    ).toMatchObject({ dsn: 'http://key@127.0.0.1:4000/1', environment: 'staging', release: '2.3.4' });
    expect(settingsFromEnv({ SHELL_SENTRY_DSN: 'https://key@errors.example/2' })).toMatchObject({
      environment: 'production',
    });
    expect(settingsFromEnv({ SHELL_SENTRY_DSN: 'not a dsn' })).toBeNull();
    expect(settingsFromEnv({})).toBeNull();
  });

  it('with SHELL_SENTRY_DSN, a page-load failure is reported without asking the backend', async () => {
    const sent: Sent[] = [];
    const fetch = jest.fn<ReturnType<typeof globalThis.fetch>, Parameters<typeof globalThis.fetch>>();
    await reportPageLoadFailure(entry, {
      apiOrigin: 'http://127.0.0.1:9',
      env: { SHELL_SENTRY_DSN: 'http://key@127.0.0.1:4000/1', SHELL_SENTRY_ENVIRONMENT: 'qa' },
      fetch,
      load: fakeSentry(sent),
      allow: () => true,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(sent).toEqual([
      {
        dsn: 'http://key@127.0.0.1:4000/1',
        environment: 'qa',
        message: 'Page load failed: Error: backend answered 503',
        tags: { request_id: 'req-1' },
        extras: expect.objectContaining({ url: '/faq/', userAgent: 'UA', forwardedHost: 'site.example' }) as unknown,
      },
    ]);
  });

  it('sends the url and the referer without their query strings (they carry tokens)', async () => {
    const sent: Sent[] = [];
    await reportPageLoadFailure(
      { ...entry, url: '/reset-password/?token=s3cret#top', referer: 'https://mail.example/open?u=jo@example.com' },
      {
        apiOrigin: 'http://127.0.0.1:9',
        env: { SHELL_SENTRY_DSN: 'http://key@127.0.0.1:4000/1' },
        load: fakeSentry(sent),
        allow: () => true,
      },
    );
    expect(sent[0]?.extras).toMatchObject({ url: '/reset-password/', referer: 'https://mail.example/open' });
    expect(JSON.stringify(sent)).not.toMatch(/s3cret|jo@example/);
  });

  it('says once on stderr that SHELL_SENTRY_DSN is not a DSN, and falls back to the site config', async () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const fetch = jest.fn(() =>
        Promise.resolve(
          Response.json({ product_code_name: 'main', error_logging: { dsn: 'https://key@errors.example/7' } }),
        ),
      );
      const sent: Sent[] = [];
      const options = {
        apiOrigin: 'http://backend.example/',
        env: { SHELL_SENTRY_DSN: 'errors.example/7' },
        fetch: fetch as unknown as typeof globalThis.fetch,
        load: fakeSentry(sent),
        allow: () => true,
      };
      await reportPageLoadFailure(entry, options);
      await reportPageLoadFailure({ ...entry, requestId: 'req-2' }, options);
      expect(sent.map((event) => event.dsn)).toEqual(['https://key@errors.example/7', 'https://key@errors.example/7']);
      const warnings = write.mock.calls
        .map(([text]) => String(text))
        .filter((text) => text.includes('SHELL_SENTRY_DSN'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('is not a Sentry DSN');
    } finally {
      write.mockRestore();
    }
  });

  it('without it, falls back to the site config (the environment variable still names the environment)', async () => {
    const sent: Sent[] = [];
    const fetch = jest.fn((url: string | URL | Request) => {
      expect(String(url)).toBe('http://backend.example/api/site-config');
      return Promise.resolve(
        Response.json({
          product_code_name: 'main',
          product_name: 'Acme',
          error_logging: { dsn: 'https://key@errors.example/7' },
          environment_name: 'production',
        }),
      );
    });
    await reportPageLoadFailure(entry, {
      apiOrigin: 'http://backend.example/',
      env: { SHELL_SENTRY_ENVIRONMENT: 'eu-west' },
      fetch: fetch as unknown as typeof globalThis.fetch,
      load: fakeSentry(sent),
      allow: () => true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent).toMatchObject([{ dsn: 'https://key@errors.example/7', environment: 'eu-west' }]);
  });

  it('reads the site config up to SHELL_BACKEND_MAX_BODY_BYTES: a gzip bomb is cut off at once and nothing is sent', async () => {
    let closedEarly: Promise<boolean> = Promise.resolve(false);
    const backend = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      const gzip = createGzip();
      gzip.pipe(res);
      closedEarly = new Promise((resolve) =>
        res.on('close', () => {
          gzip.destroy();
          resolve(!res.writableFinished);
        }),
      );
      const zeros = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (!res.destroyed) if (!gzip.write(zeros)) return void gzip.once('drain', pump);
      };
      gzip.write('{"product_code_name":"');
      pump();
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    try {
      const sent: Sent[] = [];
      const started = Date.now();
      await reportPageLoadFailure(entry, {
        apiOrigin: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
        env: { SHELL_BACKEND_MAX_BODY_BYTES: '10000' },
        load: fakeSentry(sent),
        allow: () => true,
      });
      // Unbounded, it would read on until the config call's 1.5 s time limit.
      expect(Date.now() - started).toBeLessThan(1_200);
      expect(await closedEarly).toBe(true);
      expect(sent).toEqual([]);
    } finally {
      backend.closeAllConnections();
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  });

  it('the flood limit lets the same failure through once a minute', async () => {
    const sent: Sent[] = [];
    let time = 0;
    const allow = createReportLimiter({ now: () => time });
    const options = {
      apiOrigin: 'http://127.0.0.1:9',
      env: { SHELL_SENTRY_DSN: 'http://key@127.0.0.1:4000/1' },
      load: fakeSentry(sent),
      allow,
    };
    await reportPageLoadFailure(entry, options);
    await reportPageLoadFailure({ ...entry, requestId: 'req-2' }, options);
    expect(sent).toHaveLength(1);
    await reportPageLoadFailure({ ...entry, error: 'Error: timeout' }, options);
    expect(sent).toHaveLength(2);
    // Another page is another failure; the same page with another query string is not.
    await reportPageLoadFailure({ ...entry, requestId: 'req-4', url: '/about/?from=a' }, options);
    await reportPageLoadFailure({ ...entry, requestId: 'req-5', url: '/about/?from=b' }, options);
    expect(sent).toHaveLength(3);
    time = 60_000;
    await reportPageLoadFailure({ ...entry, requestId: 'req-3' }, options);
    expect(sent.map((event) => event.tags['request_id'])).toEqual(['req-1', 'req-1', 'req-4', 'req-3']);
  });
});

describe('createReportLimiter', () => {
  it('allows a key once per window and remembers a bounded number of keys', () => {
    let time = 0;
    const allow = createReportLimiter({ now: () => time, windowMs: 1000, maxKeys: 3 });
    expect(allow('a')).toBe(true);
    expect(allow('a')).toBe(false);
    time = 999;
    expect(allow('a')).toBe(false);
    time = 1000;
    expect(allow('a')).toBe(true);
    expect(allow('b')).toBe(true);
    expect(allow('c')).toBe(true);
    // Full: the oldest key ('a') is forgotten to make room, so it goes through again.
    expect(allow('d')).toBe(true);
    expect(allow('b')).toBe(false);
    expect(allow('a')).toBe(true);
  });
});
