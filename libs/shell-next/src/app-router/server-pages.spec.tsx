import { render, screen } from '@testing-library/react';
import { compileMessages } from '@therapy-shell/i18n';
import { messagesRegistry } from '../frame/page-messages.ts';
import type { RequestLoad } from './request-load.ts';

// The shell's own page contents on the App Router, /gethelpnow/ and the 404 page, are Server
// Components: they read the request's page-load step for the visitor's language and country, and
// their texts never go to the browser (client-messages.ts has none of them).

jest.mock('next/headers.js', () => ({ headers: async () => new Headers() }));
const requestLoad = jest.fn<Promise<RequestLoad>, []>();
jest.mock('./request-shell.ts', () => ({ requestLoad: () => requestLoad() }));

// After the mocks: the modules read them when they load.
import { GetHelpNowContent } from './crisis-page.tsx';
import { NotFoundContent } from './not-found-content.tsx';
import { isFirstRenderKey } from './client-messages.ts';

const load = (shell: object): RequestLoad =>
  ({ shell, nonce: 'n', path: '/', query: {}, navigation: false, at: 0 }) as unknown as RequestLoad;
const ok = (language: 'en' | 'de', country: string, messages?: object) =>
  load({ status: 'ok', brand: 'main', language, country, crisisLines: [], ...(messages ? { messages } : {}) });
const degraded = (language: 'en' | 'de', country: string) =>
  load({ status: 'degraded', brand: 'main', language, country, messages: compileMessages(language), year: 2026 });

async function renderServer(component: () => Promise<React.ReactNode>) {
  const { container } = render(<>{await component()}</>);
  return container;
}

const countries = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the 404 page on the App Router', () => {
  it.each([
    ['en', 'Page not found', 'Go to the home page'],
    ['de', 'Seite nicht gefunden', 'Zur Startseite'],
  ] as const)('in %s: the heading and a link home', async (language, heading, home) => {
    requestLoad.mockResolvedValue(ok(language, 'us'));
    await renderServer(NotFoundContent);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/');
  });

  it("uses the page-load step's texts registered by their id (the backend's translations)", async () => {
    const messages = { ...compileMessages('en'), 'notFound.title': 'Nothing here' };
    messagesRegistry().set('server-pages-spec', messages);
    requestLoad.mockResolvedValue(
      load({ status: 'ok', brand: 'main', language: 'en', country: 'us', messagesId: 'server-pages-spec' }),
    );
    await renderServer(NotFoundContent);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing here');
    messagesRegistry().delete('server-pages-spec');
  });
});

describe('/gethelpnow/ on the App Router', () => {
  it.each([
    ['a visitor in the UK, in English', ok('en', 'gb'), 'United Kingdom', 'Get help now'],
    ['a visitor in Germany, in German', ok('de', 'de'), 'Deutschland', 'Jetzt Hilfe finden'],
    ['during an outage: the country the request tells', degraded('en', 'fr'), 'France', 'Get help now'],
  ])('%s: every country, the visitor’s first', async (_who, loaded, first, title) => {
    requestLoad.mockResolvedValue(loaded);
    await renderServer(GetHelpNowContent);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(countries()[0]).toBe(first);
    expect(countries().length).toBeGreaterThan(5);
    expect(document.querySelector('a[href^="tel:"]')).not.toBeNull();
  });
});

describe('without a page to frame', () => {
  it.each([
    [
      'the step failed (the root layout shows the fallback page)',
      load({
        status: 'error',
        brand: 'main',
        language: 'en',
        messages: compileMessages('en'),
        country: 'us',
        crisisLines: [],
      }),
    ],
    [
      "the static host's 404",
      load({ status: 'not-found', brand: 'main', language: 'en', messages: compileMessages('en') }),
    ],
  ])('%s: neither renders anything', async (_when, loaded) => {
    requestLoad.mockResolvedValue(loaded);
    expect(await NotFoundContent()).toBeNull();
    expect(await GetHelpNowContent()).toBeNull();
  });

  it('a request the proxy did not load: nothing, no error', async () => {
    requestLoad.mockRejectedValue(new Error('not loaded by the proxy'));
    expect(await NotFoundContent()).toBeNull();
    expect(await GetHelpNowContent()).toBeNull();
  });
});

it("their texts are not among the browser's first texts", () => {
  for (const key of ['notFound.title', 'crisisPage.title', 'crisisPage.intro', 'country.gb']) {
    expect(isFirstRenderKey(key)).toBe(false);
  }
});
