import { compileMessages } from '@therapy-shell/i18n';
import type { RequestLoad } from './request-load.ts';

// Page titles on the App Router (WCAG 2.4.2), through Next.js's metadata: the product name for a
// page that sets none, the shell's own pages named in the visitor's language.

jest.mock('next/headers.js', () => ({ headers: async () => new Headers() }));
const requestLoad = jest.fn<Promise<RequestLoad>, []>();
jest.mock('./request-shell.ts', () => ({ requestLoad: () => requestLoad() }));

// After the mocks: the layout module reads them when it loads.
import { getHelpNowMetadata, notFoundMetadata, shellMetadata, shellPage } from './root-layout.tsx';

const config = { product_name: 'Acme Care' } as Extract<RequestLoad['shell'], { status: 'ok' }>['config'];
const load = (shell: object): RequestLoad =>
  ({ shell, nonce: 'n', path: '/', query: {}, navigation: false, at: 0 }) as unknown as RequestLoad;
const ok = (language: 'en' | 'de') =>
  load({ status: 'ok', brand: 'main', language, config, messages: compileMessages(language) });

describe('App Router page titles', () => {
  it.each([
    ['the page-load step succeeded', ok('en'), { title: { default: 'Acme Care', template: '%s' } }],
    [
      "it failed: the fallback page's title, also over a page's own title (a template without %s)",
      load({
        status: 'error',
        brand: 'main',
        language: 'en',
        messages: compileMessages('en'),
        productName: 'Acme Care',
      }),
      { title: { default: "We're having an issue – Acme Care", template: "We're having an issue – Acme Care" } },
    ],
    [
      'it failed, in German, without a product name',
      load({ status: 'error', brand: 'main', language: 'de', messages: compileMessages('de') }),
      { title: { default: 'Es ist ein Problem aufgetreten', template: 'Es ist ein Problem aufgetreten' } },
    ],
  ])('the root layout, when %s', async (_when, loaded, metadata) => {
    requestLoad.mockResolvedValue(loaded);
    expect(await shellMetadata()).toEqual(metadata);
  });

  it('the root layout of a request its proxy did not load: no title of its own, no error', async () => {
    requestLoad.mockRejectedValue(new Error('not loaded by the proxy'));
    expect(await shellMetadata()).toEqual({});
    expect(await getHelpNowMetadata()).toEqual({});
  });

  it.each([
    ['/gethelpnow/', getHelpNowMetadata, ok('en'), 'Get help now – Acme Care'],
    ['/gethelpnow/', getHelpNowMetadata, ok('de'), 'Jetzt Hilfe finden – Acme Care'],
    [
      '/gethelpnow/ during an outage',
      getHelpNowMetadata,
      load({
        status: 'degraded',
        brand: 'main',
        language: 'de',
        messages: compileMessages('de'),
        productName: 'Acme Care',
      }),
      'Jetzt Hilfe finden – Acme Care',
    ],
    ['the 404 page', notFoundMetadata, ok('en'), 'Page not found – Acme Care'],
    [
      'the 404 page of the static-source host (no site config)',
      notFoundMetadata,
      load({ status: 'not-found', brand: 'main', language: 'en', messages: compileMessages('en') }),
      'Page not found',
    ],
  ])('%s, %#', async (_page, metadata, loaded, title) => {
    requestLoad.mockResolvedValue(loaded);
    expect(await metadata()).toEqual({ title });
  });
});

describe('shellPage on the App Router', () => {
  const Page = () => null;
  it.each(['Guide', 'GetHelpNow', 'Custom404'] as const)('takes the template name %s', (template) => {
    expect(typeof shellPage({ template }, Page)).toBe('function');
  });
  it.each(['guide', 'NoSuchTemplate', ''])('refuses "%s" when the page module loads, naming it', (template) => {
    expect(() => shellPage({ template: template as 'Guide' }, Page)).toThrow(
      new TypeError(`shellPage: "${template}" is not a template name of spec 2.4`),
    );
  });
});
