import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { notFound } from 'next/navigation.js';
import { crisisLinesOf, quickExitUrl } from '@therapy-shell/brand-config';
import type { SessionUser } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import type { RequestLoad } from './request-load.ts';

// shellPage on the App Router calls a page's Server Component itself, so that a throw of the page's
// own server code is answered with the fallback page of spec 2.7 in the server's HTML (the crisis
// help needs no JavaScript, DESIGN 5.2), as the Pages Router answers it; Next.js's own signals go on.

jest.mock('next/headers.js', () => ({ headers: async () => new Headers({ 'x-request-id': 'req-1' }) }));
const requestLoad = jest.fn<Promise<RequestLoad>, []>();
jest.mock('./request-shell.ts', () => ({ requestLoad: () => requestLoad() }));
const reportRequestError = jest.fn();
jest.mock('../server/reporting/request-error.ts', () => ({
  reportRequestError: (...args: unknown[]) => reportRequestError(...args),
}));

// After the mocks: the modules read them when they load.
import { ShellRootLayout, shellPage } from './root-layout.tsx';
import { ShellAppRoot } from './app-shell.tsx';

const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'gb' };

function okLoad(language: 'en' | 'de' = 'en'): RequestLoad {
  return {
    shell: {
      status: 'ok',
      brand: 'main',
      language,
      year: 2026,
      country: 'gb',
      crisisLines: crisisLinesOf('gb'),
      session: visitor,
      config: { product_code_name: 'main', product_name: 'Acme Therapy', features: {} },
      messages: compileMessages(language, {}),
      availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: true },
      languages: [{ language: 'en', language_readable: 'English' }],
      accessibilityWidgetUrl: null,
    },
    nonce: 'n',
    path: '/counselors/ann/',
    query: {},
    navigation: false,
    at: 1,
  } as unknown as RequestLoad;
}

type PageProps = { params: Promise<{ slug: string }> };
const props: PageProps = { params: Promise.resolve({ slug: 'ann' }) };

/** The elements of a rendered tree, depth first (a Server Component's answer before React renders it). */
function* elements(node: ReactNode): Generator<ReactElement<{ children?: ReactNode }>> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child as ReactNode);
  else if (isValidElement<{ children?: ReactNode }>(node)) {
    yield node;
    yield* elements(node.props.children);
  }
}

let errorLog: jest.SpyInstance;
beforeEach(() => {
  requestLoad.mockResolvedValue(okLoad());
  reportRequestError.mockReset();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

describe('a page whose server code throws', () => {
  it.each([
    [
      'a page that throws',
      () => {
        throw new Error('the page failed');
      },
      'en',
      "We're having an issue",
    ],
    [
      'an async page that rejects',
      async () => {
        await Promise.resolve();
        throw new Error('the page failed');
      },
      'en',
      "We're having an issue",
    ],
    [
      'an async page that rejects, in German',
      async () => {
        throw new Error('the page failed');
      },
      'de',
      'Es ist ein Problem aufgetreten',
    ],
  ] as const)(
    '%s: the fallback page with the crisis help, not indexed, logged and reported once',
    async (_case, Page, language, heading) => {
      requestLoad.mockResolvedValue(okLoad(language));
      const Framed = shellPage({ template: 'FindACounselor' }, Page);
      render(<>{await Framed(props)}</>);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(document.querySelector('a[href="tel:116123"]')).not.toBeNull();
      expect(document.querySelector('a[href="/gethelpnow/"]')).not.toBeNull();
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(quickExitUrl('main'));
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(errorLog).toHaveBeenCalledWith(expect.objectContaining({ message: 'the page failed' }));
      expect(reportRequestError).toHaveBeenCalledTimes(1);
      expect(reportRequestError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'the page failed' }),
        { path: '/counselors/ann/', method: 'GET', headers: { 'x-request-id': 'req-1' } },
        { routerKind: 'App Router', routePath: '/counselors/[slug]', routeType: 'render' },
      );
    },
  );

  it("Next.js's own signals (notFound()) go on to Next.js, unreported", async () => {
    const Framed = shellPage({ template: 'FindACounselor' }, () => notFound());
    await expect(Framed(props)).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    expect(reportRequestError).not.toHaveBeenCalled();
  });
});

describe('a page that renders', () => {
  it("its content is in the shell's frame, and nothing is reported", async () => {
    const content = <h1>Ann, counsellor</h1>;
    const Framed = shellPage({ template: 'FindACounselor' }, async () => content);
    const tree = await Framed(props);
    const frame = [...elements(tree)].find(
      (element) => typeof element.type === 'function' && element.type.name === 'ShellAppFrame',
    );
    expect(frame?.props.children).toBe(content);
    expect(reportRequestError).not.toHaveBeenCalled();
  });

  it('a client component is rendered as an element, never called on the server', async () => {
    const called = jest.fn();
    const ClientPage = Object.assign(
      () => {
        called();
        return null;
      },
      { $$typeof: Symbol.for('react.client.reference') },
    );
    const Framed = shellPage({ template: 'FindACounselor' }, ClientPage);
    const frame = [...elements(await Framed(props))].find(
      (element) => typeof element.type === 'function' && element.type.name === 'ShellAppFrame',
    );
    expect(isValidElement(frame?.props.children) && frame?.props.children.type).toBe(ClientPage);
    expect(called).not.toHaveBeenCalled();
  });
});

describe("the root layout's events and reporter: the app's own, exports of a 'use client' module", () => {
  // What a Server Component sees of a 'use client' module's export: a client reference, which
  // React passes to the browser as the export itself.
  const clientReference = <T extends object>(value: T): T =>
    Object.assign(value, { $$typeof: Symbol.for('react.client.reference') });
  const rootProps = async (props: Omit<Parameters<typeof ShellRootLayout>[0], 'children'>) => {
    const tree = await ShellRootLayout({ children: <p>page</p>, ...props });
    const root = [...elements(tree)].find((element) => element.type === ShellAppRoot);
    if (!root) throw new Error('the layout rendered no ShellAppRoot');
    return root.props as { events?: unknown; reporter?: unknown };
  };

  it("hands them to the shell's root, which runs in the browser", async () => {
    const events = clientReference({ track: jest.fn() });
    const reporter = clientReference({ report: jest.fn() });
    expect(await rootProps({ events, reporter })).toMatchObject({ events, reporter });
  });

  it("without them the root gets none (the shell's tracker after consent, the console)", async () => {
    const props = await rootProps({});
    expect(props.events).toBeUndefined();
    expect(props.reporter).toBeUndefined();
  });

  it.each([
    ['events', { track: () => undefined }],
    ['reporter', { report: () => undefined }],
  ])('refuses %s made in a Server Component, saying what to do', async (name, value) => {
    await expect(ShellRootLayout({ children: null, [name]: value })).rejects.toThrow(
      `ShellRootLayout: \`${name}\` must be an export of a module that starts with 'use client'`,
    );
  });
});
