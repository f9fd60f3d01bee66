import { Children, isValidElement, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import type { AppProps } from 'next/app';
import { crisisLinesOf } from '@therapy-shell/brand-config';
import type { SessionUser, TemplateName } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import Head from 'next/head.js';
import { createShellApp, type ShellPageData } from '../pages-router/shell-app.tsx';
import { GetHelpNowPage } from './crisis-page.tsx';
import { documentTitle } from './document-title.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { pageContext, shellPage } from './shell-page.ts';

// next/head outside Next.js's head manager renders nothing: here it records the titles it is given,
// in render order (the shell's, then the page's); as with the head manager, the last one wins.
const titles: string[] = [];
jest.mock('next/head.js', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => {
    for (const child of Children.toArray(children))
      if (isValidElement<{ children?: ReactNode }>(child) && child.type === 'title')
        titles.push(String(child.props.children));
    return null;
  },
}));
beforeEach(() => {
  titles.length = 0;
});
const title = () => titles.at(-1);

const App = createShellApp();
const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'de' };

function okData(language: 'en' | 'de', template: TemplateName, path: string): ShellPageData {
  return {
    status: 'ok',
    brand: 'main',
    language,
    year: 2026,
    country: 'de',
    crisisLines: crisisLinesOf('de'),
    session: visitor,
    config: { product_code_name: 'main', product_name: 'Acme Therapy', features: {} },
    messages: compileMessages(language),
    availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: true },
    languages: [{ language: 'en', language_readable: 'English' }],
    accessibilityWidgetUrl: null,
    page: pageContext({ template, asPath: path, query: {}, session: visitor }),
  };
}

function renderApp(Component: AppProps['Component'], shell: ShellPageData) {
  const props = { Component, pageProps: {}, shell } as unknown as AppProps & { shell: ShellPageData };
  return render(<App {...props} />);
}

// The toast viewport is a lazy part of the frame: one warm-up render loads it for every test here.
beforeAll(async () => {
  const { unmount } = renderApp(Untitled, okData('en', 'Home', '/'));
  await act(async () => {
    await import('./shell-toaster.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  unmount();
});

const Untitled = shellPage({ template: 'Home' }, () => <h1>Home</h1>);
const Titled = shellPage({ template: 'Faq' }, () => (
  <>
    <Head>
      <title>FAQ – Acme Therapy</title>
    </Head>
    <h1>FAQ</h1>
  </>
));

describe('page titles (WCAG 2.4.2): in the visitor language, with the product name', () => {
  it.each<[string, AppProps['Component'], ShellPageData, string]>([
    ['a page that sets none: the product name', Untitled, okData('en', 'Home', '/'), 'Acme Therapy'],
    ["a page's own title replaces the shell's", Titled, okData('en', 'Faq', '/faq/'), 'FAQ – Acme Therapy'],
    ['/gethelpnow/', GetHelpNowPage, okData('de', 'GetHelpNow', '/gethelpnow/'), 'Jetzt Hilfe finden – Acme Therapy'],
    ['the 404 page', NotFoundPage, okData('de', 'Custom404', '/nope/'), 'Seite nicht gefunden – Acme Therapy'],
    [
      'the fallback page, with the product name the server last had',
      Untitled,
      {
        status: 'error',
        brand: 'main',
        language: 'de',
        messages: compileMessages('de'),
        country: 'de',
        crisisLines: crisisLinesOf('de'),
        productName: 'Acme Therapy',
      },
      'Es ist ein Problem aufgetreten – Acme Therapy',
    ],
    [
      'the fallback page before the server had a site config',
      Untitled,
      {
        status: 'error',
        brand: 'main',
        language: 'en',
        messages: compileMessages('en'),
        country: 'de',
        crisisLines: crisisLinesOf('de'),
      },
      "We're having an issue",
    ],
    [
      "/gethelpnow/ without the shell's answers",
      GetHelpNowPage,
      {
        status: 'degraded',
        brand: 'main',
        language: 'en',
        messages: compileMessages('en'),
        country: 'de',
        crisisLines: crisisLinesOf('de'),
        year: 2026,
        productName: 'Acme Therapy',
      },
      'Get help now – Acme Therapy',
    ],
  ])('%s', (_case, Component, shell, expected) => {
    renderApp(Component, shell);
    expect(title()).toBe(expected);
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found, in the visitor language, with a link to the home page', () => {
    const { getByRole } = renderApp(NotFoundPage, okData('de', 'Custom404', '/nope/'));
    expect(getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('says clearly when it is used outside the shell', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<NotFoundPage />)).toThrow('NotFoundPage renders inside the shell');
  });
});

describe('documentTitle', () => {
  it.each([
    ['Get help now', 'Acme Therapy', 'Get help now – Acme Therapy'],
    ['Get help now', undefined, 'Get help now'],
  ])('%s and %s: %s', (page, product, expected) => {
    expect(documentTitle(page, product)).toBe(expected);
  });
});
