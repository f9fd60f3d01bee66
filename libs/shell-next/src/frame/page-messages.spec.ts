import { compileMessages, type CompiledMessages } from '@therapy-shell/i18n';
import { messagesRegistry, pageMessages } from './page-messages.ts';

// The shell's texts in the browser: what the page's asset registered, else one fetch of them as
// JSON; and while a render waits for that fetch, and after, every render gets the same promise
// (React's `use` tries a render again and must meet the promise its first try met).

const messages = compileMessages('de');
let fetched: string[];

beforeEach(() => {
  messagesRegistry().clear();
  fetched = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    return { ok: true, status: 200, json: async () => messages } as Response;
  }) as typeof fetch;
});

it("gives the asset's texts when the asset registered them, and fetches nothing", () => {
  messagesRegistry().set('registered', messages);
  expect(pageMessages('de', 'registered', jest.fn())).toBe(messages);
  expect(fetched).toEqual([]);
});

it('fetches the texts once when the asset did not run, and gives every render the same promise, before and after it settles', async () => {
  const first = pageMessages('de', 'late', jest.fn()) as Promise<CompiledMessages>;
  expect(first).toBeInstanceOf(Promise);
  expect(pageMessages('de', 'late', jest.fn())).toBe(first);
  await expect(first).resolves.toEqual(messages);
  // Registered by now, and still the same promise: React reads it at once once it has settled.
  expect(messagesRegistry().get('late')).toEqual(messages);
  expect(pageMessages('de', 'late', jest.fn())).toBe(first);
  expect(fetched).toEqual(['/_shell/messages/de/late.json']);
});

it('a second failure is heard once and leaves the page waiting (as the server rendered it)', async () => {
  globalThis.fetch = jest.fn(async () => ({ ok: false, status: 503 }) as Response) as typeof fetch;
  const onFailure = jest.fn();
  const promise = pageMessages('de', 'gone', onFailure) as Promise<CompiledMessages>;
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(onFailure).toHaveBeenCalledTimes(1);
  const settled = await Promise.race([promise.then(() => 'settled'), Promise.resolve('waiting')]);
  expect(settled).toBe('waiting');
});
