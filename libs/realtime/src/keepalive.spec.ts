import { createKeepaliveFetch, shouldKeepalive } from './keepalive.ts';

describe('keep-alive rule (spec 9: in-flight bytes at most 60000 and fewer than 15 requests)', () => {
  it.each([
    ['nothing in flight', 0, 0, 100, true],
    ['exactly 60000 bytes with this body', 59900, 3, 100, true],
    ['one byte over 60000', 59901, 3, 100, false],
    ['14 requests in flight', 0, 14, 100, true],
    ['15 requests in flight', 0, 15, 100, false],
    ['a body alone over the limit', 0, 0, 60001, false],
  ])('%s: keepalive=%s', (_name, bytes, requests, body, expected) => {
    expect(shouldKeepalive({ bytes, requests }, body)).toBe(expected);
  });

  it('sets keepalive per call from what is in flight through the wrapper', async () => {
    const seen: boolean[] = [];
    const pending: Array<() => void> = [];
    const base = ((_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init?.keepalive === true);
      return new Promise<Response>((resolve) => pending.push(() => resolve(new Response('{}'))));
    }) as typeof fetch;
    const wrapped = createKeepaliveFetch(() => base);
    const calls = Array.from({ length: 16 }, () =>
      wrapped('/api/socket', { method: 'POST', body: 'action=generate_token' }),
    );
    expect(seen).toEqual([...Array<boolean>(15).fill(true), false]);
    for (const release of pending) release();
    await Promise.all(calls);
    const after = wrapped('/api/socket', { method: 'POST', body: 'x' });
    expect(seen.at(-1)).toBe(true);
    pending.at(-1)?.();
    await after;
  });
});
