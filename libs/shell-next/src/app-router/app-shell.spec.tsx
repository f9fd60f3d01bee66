import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer, Header, Link } from '@therapy-shell/shell-ui';
import { LANGUAGES, type SessionUser } from '@therapy-shell/core';
import { crisisLinesOf, pageTheme, quickExitUrl, showsQuickExit } from '@therapy-shell/brand-config';
import { compileMessages, createCompiledTranslator, createLeanTranslator, type MessageKey } from '@therapy-shell/i18n';
import { post } from '@therapy-shell/request';
import { shellContext } from '../frame/chrome-rules.ts';
import { messagesRegistry } from '../frame/page-messages.ts';
import { pageContext } from '../frame/shell-page.ts';
import { useShell } from '../frame/shell-data.ts';
import { firstRenderMessages } from './client-messages.ts';
import {
  ShellAppError,
  ShellAppFrame,
  ShellAppGlobalError,
  ShellAppRoot,
  type ShellAppRootProps,
} from './app-shell.tsx';
import { AppFallbackPage } from './fallback-page.tsx';
import { AppLink } from './app-link.tsx';
import type { AppRootData, AppVisitorAnswers } from './types.ts';

// The App Router's root layout renders once per visit; each client-side navigation runs the
// page-load step again on the server, and its page frame brings that step's answers about the
// visitor. The newest answers are the visit's: the frame shows them at once, the root takes them.

const push = jest.fn();
jest.mock('next/navigation.js', () => ({ usePathname: () => '/', useRouter: () => ({ push }) }));

const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'us' };
const client: SessionUser = { id: 42, user_type: 'client', stage: 'paying', counselor_id: 7, geo_country: 'us' };
const counselor: SessionUser = { id: 7, user_type: 'counselor', geo_country: 'us' };
const MESSAGES_ID = 'app-shell-spec';

const landed: AppRootData = {
  brand: 'main',
  language: 'en',
  session: client,
  config: {
    product_code_name: 'main',
    product_name: 'Acme Therapy',
    features: { advice: true, reviews_page: true, show_business_link: true, social_links_display: true },
  },
  availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: true },
  languages: [
    { language: 'en', language_readable: 'English' },
    { language: 'de', language_readable: 'Deutsch' },
  ],
  year: 2026,
  accessibilityWidgetUrl: null,
  country: 'us',
  crisisLines: crisisLinesOf('us'),
  consentBanner: false,
  quickExitHref: quickExitUrl('main'),
  messagesId: MESSAGES_ID,
  allMessagesId: MESSAGES_ID,
  page: pageContext({ template: 'Home', asPath: '/', query: {}, session: client }),
  answersAt: 1_000,
};

// The visit's fallback page, as the root layout renders it on the server (fallback-page.tsx) with
// every text of the visit: the browser gets it rendered.
const FALLBACK = (
  <AppFallbackPage
    data={{
      brand: 'main',
      language: 'en',
      messages: compileMessages('en'),
      country: 'us',
      crisisLines: crisisLinesOf('us'),
      year: 2026,
    }}
  />
);

const answers = (overrides: Partial<AppVisitorAnswers>): AppVisitorAnswers => ({
  session: landed.session,
  availability: landed.availability,
  languages: landed.languages,
  at: landed.answersAt,
  ...overrides,
});

/** What a page reads of the visitor through useShell(). */
function Visitor() {
  return <p data-testid="visitor">{useShell().visitor.user_type}</p>;
}

// The header and footer come rendered from the server (server-chrome.tsx); here plain stand-ins.
const HEADER = <header>header</header>;
const FOOTER = <footer>footer</footer>;

function renderVisit(pageAnswers?: AppVisitorAnswers) {
  const page = pageContext({ template: 'Home', asPath: '/privacy/', query: {}, session: client });
  const frame = (next?: AppVisitorAnswers) => (
    <ShellAppRoot data={landed} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
      <ShellAppFrame quickExit={false} theme="default" page={page} answers={next} header={HEADER} footer={FOOTER}>
        <Visitor />
      </ShellAppFrame>
    </ShellAppRoot>
  );
  const view = render(frame(pageAnswers));
  return { ...view, navigate: (next?: AppVisitorAnswers) => view.rerender(frame(next)) };
}

const visitorShown = () => screen.getByTestId('visitor').textContent;

beforeEach(() => {
  messagesRegistry().set(MESSAGES_ID, compileMessages('en'));
  // The client's realtime start fails here (the config names no socket) and logs it.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the answers about the visitor on the App Router', () => {
  it("a document's page frame brings none: the root's answers of the page load", async () => {
    renderVisit();
    await act(async () => undefined);
    expect(visitorShown()).toBe('client');
  });

  it.each([
    ['newer answers of a navigation are shown', 2_000, 'counselor'],
    ['answers as old as the root has change nothing', 1_000, 'client'],
    ['older answers (a page from the router cache) are kept out', 500, 'client'],
  ])('%s', async (_what, at, shown) => {
    renderVisit(answers({ session: counselor, at }));
    await act(async () => undefined);
    expect(visitorShown()).toBe(shown);
  });

  it("a navigation's new session reaches the page", async () => {
    const { navigate } = renderVisit();
    await act(async () => undefined);
    navigate(answers({ session: counselor, at: 2_000 }));
    await act(async () => undefined);
    expect(visitorShown()).toBe('counselor');
    navigate(answers({ session: visitor, at: 3_000 }));
    await act(async () => undefined);
    expect(visitorShown()).toBe('logged_out_user');
  });

  it('the root keeps the newest answers: a later frame without answers (a cached page) still shows them', async () => {
    const { navigate } = renderVisit(answers({ session: counselor, at: 2_000 }));
    await act(async () => undefined);
    expect(visitorShown()).toBe('counselor');
    navigate(undefined);
    await act(async () => undefined);
    expect(visitorShown()).toBe('counselor');
    navigate(answers({ at: 1_500 }));
    await act(async () => undefined);
    expect(visitorShown()).toBe('counselor');
    navigate(answers({ session: visitor, at: 3_000 }));
    await act(async () => undefined);
    expect(visitorShown()).toBe('logged_out_user');
  });

  it("a navigation's new CSRF token goes with the page's next call (the request client loads for it)", async () => {
    const sent: (string | null)[] = [];
    // jsdom has no fetch: the page's client calls this one (a 204 answer: nothing to read).
    globalThis.fetch = (async (_url: unknown, init?: RequestInit) => {
      // A form body (URLSearchParams of the client's realm): read as its text.
      sent.push(new URLSearchParams(String(init?.body ?? '')).get('csrf_token'));
      return { status: 204, ok: true, headers: { get: () => null }, text: async () => '' };
    }) as unknown as typeof fetch;
    const { navigate } = renderVisit();
    await act(async () => undefined);
    navigate(answers({ session: { ...client, csrf_token: 'token-of-the-new-session' }, at: 2_000 }));
    // The effect's import of the request client, then its configuration.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    try {
      await post('/api/thing/');
    } finally {
      delete (globalThis as { fetch?: unknown }).fetch;
    }
    expect(sent).toEqual(['token-of-the-new-session']);
  });
});

// The header and footer are Server Components on the App Router: the footer's buttons get no
// functions, and the frame gives them what they do (FooterControlsProvider).
describe('the App Router frame and its server-rendered footer', () => {
  const t = createCompiledTranslator('en', compileMessages('en'));
  const serverFooter = (
    <Footer
      t={t}
      year={2026}
      links={[
        { id: 'cookieSettings', labelKey: 'footer.cookieSettings', kind: 'action', action: 'openCookieSettings' },
      ]}
      languageButton={{ languageName: 'English' }}
    />
  );
  const page = pageContext({ template: 'Home', asPath: '/', query: {}, session: client });

  it.each([
    ['Cookie Settings', 'Cookie settings'],
    [/current language: English/, 'Language settings'],
  ])('its %s button opens the dialog through the frame', async (button, dialog) => {
    const user = userEvent.setup();
    render(
      <ShellAppRoot data={landed} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppFrame quickExit={false} theme="default" page={page} header={HEADER} footer={serverFooter}>
          <p>page</p>
        </ShellAppFrame>
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: button }));
    expect(await screen.findByRole('dialog', { name: dialog })).toBeVisible();
  });
});

describe("the app's own events sink and reporter (the root layout's events and reporter)", () => {
  const t = createCompiledTranslator('en', compileMessages('en'));
  const page = pageContext({ template: 'Home', asPath: '/', query: {}, session: client });
  const footer = <Footer t={t} year={2026} languageButton={{ languageName: 'English' }} />;
  const renderRoot = (services: Pick<ShellAppRootProps, 'events' | 'reporter'>, children: ReactNode) =>
    render(
      <ShellAppRoot
        data={landed}
        serviceWorker={false}
        fallback={FALLBACK}
        fallbackTitle="We're having an issue"
        {...services}
      >
        {children}
      </ShellAppRoot>,
    );

  it("the shell's events go to the app's sink (the language icon click, spec 7.2)", async () => {
    const user = userEvent.setup();
    const events = { track: jest.fn() };
    renderRoot(
      { events },
      <ShellAppFrame quickExit={false} theme="default" page={page} header={HEADER} footer={footer}>
        <p>page</p>
      </ShellAppFrame>,
    );
    await act(async () => undefined);
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: /current language/ }));
    expect(events.track).toHaveBeenCalledWith('language_icon_click');
  });

  it("a page's failure is reported to the app's reporter, once, as the page's", async () => {
    const reporter = { report: jest.fn() };
    const error = Object.assign(new Error('the segment failed'), { digest: 'd2' });
    renderRoot({ reporter }, <ShellAppError error={error} reset={() => undefined} />);
    await act(async () => undefined);
    const reports = reporter.report.mock.calls.filter(([reported]) => reported === error);
    expect(reports).toEqual([[error, { level: 'error', extra: { part: 'page', digest: 'd2' } }]]);
  });
});

describe("the server-rendered chrome's internal links", () => {
  const t = createCompiledTranslator('en', compileMessages('en'));
  const page = pageContext({ template: 'Home', asPath: '/', query: {}, session: client });
  // As server-chrome.tsx renders it: no router link, so its internal links are plain anchors.
  const serverHeader = (
    <Header
      t={t}
      productName="Acme Therapy"
      navigation={[
        { id: 'faq', labelKey: 'nav.faq', href: '/faq/', external: false },
        { id: 'business', labelKey: 'nav.business', href: 'https://business.example.org/', external: true },
      ]}
    />
  );

  it.each([
    ['a plain click on an internal link goes through the router', 'FAQ', {}, ['/faq/']],
    ["a Ctrl click is the browser's (a new tab)", 'FAQ', { ctrlKey: true }, []],
    ["an external link is the browser's", /Business/, {}, []],
  ])('%s', async (_name, name, init, pushed) => {
    push.mockClear();
    render(
      <ShellAppRoot data={landed} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppFrame quickExit={false} theme="default" page={page} header={serverHeader} footer={FOOTER}>
          <p>page</p>
        </ShellAppFrame>
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    const link = within(screen.getByRole('banner')).getByRole('link', { name });
    expect(link.tagName).toBe('A');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(push.mock.calls.map(([path]) => path)).toEqual(pushed);
    expect(event.defaultPrevented).toBe(pushed.length > 0);
  });
});

// The links the browser renders (the dialogs' own: shell-ui's Link, or a component's direct use of
// the root's link component) are AppLink's plain anchors, which the same click listener routes.
describe("the browser-rendered parts' internal links (AppLink)", () => {
  it.each([
    [
      "a Link's internal link",
      <Link href="/faq/" linkComponent={AppLink}>
        FAQ
      </Link>,
      {},
      ['/faq/'],
    ],
    ["a component's direct link", <AppLink href="/account-settings/">FAQ</AppLink>, {}, ['/account-settings/']],
    ['a Ctrl click on one', <AppLink href="/faq/">FAQ</AppLink>, { ctrlKey: true }, []],
    [
      'one whose own handler prevented the click',
      <AppLink href="/faq/" onClick={(event) => event.preventDefault()}>
        FAQ
      </AppLink>,
      {},
      [],
    ],
  ])('%s', async (_name, link, init, pushed) => {
    push.mockClear();
    const page = pageContext({ template: 'Home', asPath: '/', query: {}, session: client });
    render(
      <ShellAppRoot data={landed} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppFrame quickExit={false} theme="default" page={page} header={HEADER} footer={FOOTER}>
          {link}
        </ShellAppFrame>
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    const anchor = screen.getByRole('link', { name: 'FAQ' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => {
      anchor.dispatchEvent(event);
    });
    expect(push.mock.calls.map(([path]) => path)).toEqual(pushed);
  });
});

// app/error.tsx renders in place of the page's frame, in the browser only: it frames the error
// panel with the header and footer the last page showed, else shows the fallback page.
describe('ShellAppError', () => {
  const page = pageContext({ template: 'Home', asPath: '/', query: {}, session: client });
  const error = Object.assign(new Error('the segment failed'), { digest: 'd1' });

  it('frames the error panel with the header and footer of the page shown before', async () => {
    const { rerender } = render(
      <ShellAppRoot data={landed} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppFrame
          quickExit={false}
          theme="default"
          page={page}
          header={<header>server header</header>}
          footer={<footer>server footer</footer>}
        >
          <p>page</p>
        </ShellAppFrame>
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    rerender(
      <ShellAppRoot data={landed} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppError error={error} reset={() => undefined} />
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('banner').textContent).toBe('server header');
    expect(screen.getByRole('contentinfo').textContent).toBe('server footer');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the fallback page, with the crisis notice, when no page was shown yet', async () => {
    render(
      <ShellAppRoot data={landed} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppError error={error} reset={() => undefined} />
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We're having an issue");
    expect(screen.getByRole('link', { name: /gethelpnow|help now|immediate/i })).toHaveAttribute(
      'href',
      '/gethelpnow/',
    );
  });
});

// The head's asset has only the texts the browser renders before the lazy parts load
// (client-messages.ts); the lazy parts fetch the rest with their code. Rendered here with those
// texts alone, every part of the first render finds its texts: a key it asks for beyond them is
// reported missing (console.warn) and shown empty.
describe('the texts of the first render (client-messages.ts)', () => {
  const FIRST_ID = 'app-shell-spec-first';
  // One per test: the browser's fetch of an id is made once, and its promise kept (page-messages.ts).
  let tests = 0;
  let ALL_ID = '';
  const all = compileMessages('en');
  const { 'consentBanner.acceptAll': _dropped, ...withoutOne } = firstRenderMessages(all);
  let warnings: string[];
  let textsAsked: string[];
  let answerTexts: () => void;
  // Whether the whole texts' fetches fail (with a 503).
  let textsFail: boolean;

  beforeEach(() => {
    warnings = [];
    textsAsked = [];
    textsFail = false;
    ALL_ID = `app-shell-spec-all-${++tests}`;
    jest.spyOn(console, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    // The whole texts' JSON: held until a test lets it through.
    const held = new Promise<void>((resolve) => {
      answerTexts = resolve;
    });
    // jsdom has no fetch: the page's own, answering only the whole texts' JSON.
    globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
      const url = String(input);
      if (!url.includes(ALL_ID)) return { ok: false, status: 404, json: async () => ({}) } as Response;
      textsAsked.push(url);
      if (textsFail) {
        return { ok: false, status: 503, json: async () => ({}) } as Response;
      }
      await held;
      return { ok: true, status: 200, json: async () => all } as Response;
    });
    messagesRegistry().delete(ALL_ID);
    messagesRegistry().set(FIRST_ID, firstRenderMessages(all));
  });

  const visit = (overrides: Partial<AppRootData>): AppRootData => ({
    ...landed,
    messagesId: FIRST_ID,
    allMessagesId: ALL_ID,
    ...overrides,
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });
  const missing = () => warnings.filter((warning) => warning.startsWith('[i18n]'));
  const home = pageContext({ template: 'Home', asPath: '/', query: {}, session: client });
  // A home page whose footer, as the server renders it, has the cookie settings button.
  const renderHome = () =>
    render(
      <ShellAppRoot data={visit({})} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppFrame
          page={home}
          quickExit={false}
          theme="default"
          header={HEADER}
          footer={
            <Footer
              t={createCompiledTranslator('en', all)}
              year={2026}
              links={[
                {
                  id: 'cookieSettings',
                  labelKey: 'footer.cookieSettings',
                  kind: 'action',
                  action: 'openCookieSettings',
                },
              ]}
            />
          }
        >
          <p>page</p>
        </ShellAppFrame>
      </ShellAppRoot>,
    );
  const dashboard = pageContext({ template: 'ClientDashboard', asPath: '/dashboard/', query: {}, session: client });
  const frames: [string, AppRootData, ReturnType<typeof pageContext>, ReactNode][] = [
    ['a client on the dashboard: quick exit, consent banner', visit({ consentBanner: true }), dashboard, <p>page</p>],
    [
      'a logged-out visitor on /gethelpnow/ (its contents are a Server Component: crisis-page.tsx)',
      visit({ session: visitor }),
      pageContext({ template: 'GetHelpNow', asPath: '/gethelpnow/', query: {}, session: visitor }),
      <p>page</p>,
    ],
    ['a counselor on Home', visit({ session: counselor }), home, <p>page</p>],
  ];

  it.each(frames)('%s', async (_name, data, page, content) => {
    render(
      <ShellAppRoot data={data} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppFrame
          page={page}
          quickExit={showsQuickExit(shellContext(data, page), { marked: false })}
          theme={pageTheme(shellContext(data, page))}
          header={HEADER}
          footer={FOOTER}
        >
          {content}
        </ShellAppFrame>
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    expect(missing()).toEqual([]);
  });

  it('the error panel, the fallback page and the global error page', async () => {
    const error = new Error('the segment failed');
    const { rerender } = render(
      <ShellAppRoot data={visit({})} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppError error={error} reset={() => undefined} />
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We're having an issue");
    rerender(
      <ShellAppRoot data={visit({})} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppFrame quickExit={false} theme="default" page={home} header={HEADER} footer={FOOTER}>
          <p>page</p>
        </ShellAppFrame>
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    rerender(
      <ShellAppRoot data={visit({})} serviceWorker={false} fallback={FALLBACK} fallbackTitle="We're having an issue">
        <ShellAppError error={error} reset={() => undefined} />
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    const { container } = render(<ShellAppGlobalError error={error} reset={() => undefined} />);
    expect(container.textContent).toContain("We're having an issue");
    expect(missing()).toEqual([]);
  });

  it('a dialog waits for the rest of the texts, fetched with its code, then opens with them', async () => {
    const user = userEvent.setup();
    // Each root has its own dialogs chunk store: this one has not fetched the dialogs yet.
    renderHome();
    await act(async () => undefined);
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie Settings' }));
    await act(async () => undefined);
    expect(textsAsked).toEqual([`/_shell/messages/en/${ALL_ID}.json`]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => answerTexts());
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    expect(missing()).toEqual([]);
  });

  it('texts that fail to arrive: the dialog stays closed, the failure is reported, the next click fetches them again', async () => {
    const user = userEvent.setup();
    const reported = jest.spyOn(console, 'warn');
    textsFail = true;
    answerTexts();
    renderHome();
    await act(async () => undefined);
    const button = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie Settings' });
    await user.click(button);
    await act(async () => undefined);
    const failedFetches = textsAsked.length;
    expect(failedFetches).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Not left busy: the request was dropped and reported.
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(reported.mock.calls.map(([message]) => String(message))).toContainEqual(
      expect.stringContaining('Failed to load the settings dialogs'),
    );
    textsFail = false;
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    expect(textsAsked).toHaveLength(failedFetches + 1);
    expect(missing()).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => [language]))(
    'in %s, the first texts need no number or date-time formats: the lean translator gives them as the whole one',
    (language) => {
      const first = firstRenderMessages(compileMessages(language));
      const problems: string[] = [];
      const lean = createLeanTranslator(language, first, { onError: (problem) => problems.push(problem.key) });
      const whole = createCompiledTranslator(language, first);
      for (const count of [0, 1, 2, 5]) {
        const values = { count, max: 99, productName: 'Acme' };
        for (const key of Object.keys(first) as MessageKey[]) expect(lean(key, values)).toBe(whole(key, values));
      }
      expect(problems).toEqual([]);
    },
  );

  it('a key of the first render beyond those texts is reported (the checks above can fail)', async () => {
    messagesRegistry().set(FIRST_ID, withoutOne);
    render(
      <ShellAppRoot
        data={visit({ consentBanner: true })}
        serviceWorker={false}
        fallback={FALLBACK}
        fallbackTitle="We're having an issue"
      >
        <ShellAppFrame quickExit={false} theme="default" page={home} header={HEADER} footer={FOOTER}>
          <p>page</p>
        </ShellAppFrame>
      </ShellAppRoot>,
    );
    await act(async () => undefined);
    expect(missing()).toEqual([expect.stringContaining('"consentBanner.acceptAll"')]);
  });
});
