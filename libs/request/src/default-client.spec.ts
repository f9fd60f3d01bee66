/** @jest-environment jsdom */
import type * as DefaultClient from './default-client.ts';
import { CSRF_FIELD } from './constants.ts';

// A fresh module per test: the page's client is created once per page, on first use.
function freshModule(): typeof DefaultClient {
  let loaded: typeof DefaultClient | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof DefaultClient>('./default-client.ts');
  });
  if (!loaded) throw new Error('module not loaded');
  return loaded;
}

function recordingFetch(): { bodies: (URLSearchParams | FormData | undefined)[] } {
  const bodies: (URLSearchParams | FormData | undefined)[] = [];
  globalThis.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(init?.body instanceof URLSearchParams || init?.body instanceof FormData ? init.body : undefined);
    return {
      ok: true,
      status: 204,
      headers: { get: () => null },
      text: async () => '',
      json: async () => null,
    } as unknown as Response;
  }) as typeof fetch;
  return { bodies };
}

describe('the page CSRF token (spec 7.1)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is read from the page\'s <meta name="csrf-token"> on the first call, before the shell configured the client', async () => {
    const { post, CSRF_META_NAME } = freshModule();
    document.head.innerHTML = `<meta name="${CSRF_META_NAME}" content="token-from-page">`;
    const { bodies } = recordingFetch();
    await post('/api/confirm_cookie_choices/');
    expect(bodies[0]?.get(CSRF_FIELD)).toBe('token-from-page');
  });

  it('is replaced by configureBrowserClient', async () => {
    const { post, configureBrowserClient, CSRF_META_NAME } = freshModule();
    document.head.innerHTML = `<meta name="${CSRF_META_NAME}" content="token-from-page">`;
    const { bodies } = recordingFetch();
    configureBrowserClient({ csrfToken: 'newer-token' });
    await post('/api/thing/');
    expect(bodies[0]?.get(CSRF_FIELD)).toBe('newer-token');
  });

  it('is absent when the page has none (logged-out visitors)', async () => {
    const { post } = freshModule();
    const { bodies } = recordingFetch();
    await post('/api/thing/');
    expect(bodies[0]?.get(CSRF_FIELD) ?? null).toBeNull();
  });
});

describe('configureBrowserClient', () => {
  it('keeps the earlier settings it is not given: a reporter set later keeps the token', async () => {
    const { post, configureBrowserClient } = freshModule();
    const { bodies } = recordingFetch();
    configureBrowserClient({ csrfToken: 'kept' });
    configureBrowserClient({ reporter: { report: () => undefined } });
    await post('/api/thing/');
    expect(bodies[0]?.get(CSRF_FIELD)).toBe('kept');
  });
});
