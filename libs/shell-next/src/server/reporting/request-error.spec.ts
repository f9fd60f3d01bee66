/** @jest-environment node */
import type { Instrumentation } from 'next';
import { createReportLimiter, type RequestFailure } from './server-error-reporting.ts';
import { createRequestErrorReporter, reportRequestError } from './request-error.ts';

describe('onRequestError', () => {
  it('has the signature of Next.js hook', () => {
    const hook: Instrumentation.onRequestError = reportRequestError;
    expect(typeof hook).toBe('function');
  });

  it('reports the path without its query, the method, the route and the request id, never other headers', async () => {
    const send = jest.fn((_failure: RequestFailure) => Promise.resolve());
    const hook = createRequestErrorReporter({ env: { SHELL_SENTRY_DSN: 'http://key@127.0.0.1:4000/1' }, send });
    await hook(
      new TypeError('boom'),
      {
        path: '/faq/the-slug?email=someone%40example.com#top',
        method: 'GET',
        headers: { 'x-request-id': 'req-9', cookie: 'session=secret', 'user-agent': 'UA' },
      },
      { routerKind: 'Pages Router', routePath: '/faq/[slug]', routeType: 'render' },
    );
    expect(send).toHaveBeenCalledTimes(1);
    const failure = send.mock.calls[0]?.[0];
    expect(failure).toMatchObject({
      error: 'TypeError: boom',
      requestId: 'req-9',
      path: '/faq/the-slug',
      method: 'GET',
      route: '/faq/[slug]',
      routeType: 'render',
    });
    expect(failure?.stack?.split('\n').length).toBeLessThanOrEqual(3);
    expect(JSON.stringify(failure)).not.toMatch(/secret|someone|UA/);
  });

  it('reports a flood of the same error once (through the reporter, whose limit counts per error and route)', async () => {
    const sent: string[] = [];
    let time = 0;
    const allow = createReportLimiter({ now: () => time });
    const load = jest.fn(() =>
      Promise.resolve({
        NodeClient: class {
          init(): void {
            // Nothing to do in the fake.
          }
          flush(): Promise<boolean> {
            return Promise.resolve(true);
          }
        },
        Scope: class {
          setClient(): void {
            // Nothing to do in the fake.
          }
          setLevel(): void {
            // Nothing to do in the fake.
          }
          setTag(): void {
            // Nothing to do in the fake.
          }
          setExtras(): void {
            // Nothing to do in the fake.
          }
          captureMessage(message: string): void {
            sent.push(message);
          }
        },
        makeNodeTransport: () => undefined,
        defaultStackParser: () => [],
      }),
    );
    const fetch = jest.fn();
    const hook = createRequestErrorReporter({
      env: { SHELL_SENTRY_DSN: 'http://key@127.0.0.1:4000/1' },
      allow,
      load: load as never,
      fetch: fetch as never,
    });
    const request = { path: '/api/x?token=1', method: 'POST', headers: {} };
    const context = { routerKind: 'Pages Router', routePath: '/api/x', routeType: 'route' } as const;
    for (let i = 0; i < 50; i++) await hook(new Error('db down'), request, context);
    await hook(new Error('db down'), request, { ...context, routePath: '/api/y' });
    expect(sent).toEqual(['Error: db down', 'Error: db down']);
    time = 61_000;
    await hook(new Error('db down'), request, context);
    expect(sent).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never throws, whatever was thrown and however the report fails', async () => {
    const hook = createRequestErrorReporter({ send: () => Promise.reject(new Error('no network')) });
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(
      hook(
        'a string',
        { path: '/', method: 'GET', headers: {} },
        { routerKind: 'Pages Router', routePath: '/', routeType: 'render' },
      ),
    ).resolves.toBeUndefined();
    expect(write).toHaveBeenCalled();
    write.mockRestore();
  });
});
