import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { render } from '@testing-library/react';
import { crisisLinesOf, quickExitUrl } from '@therapy-shell/brand-config';
import type { SessionUser } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import { messagesRegistry } from '../frame/page-messages.ts';
import { pageContext } from '../frame/shell-page.ts';
import { AppFallbackPage, fallbackTitle } from './fallback-page.tsx';
import type { AppPlainData, AppRootData } from './types.ts';

// app/global-error.tsx: the root layout failed in the browser. What the visitor still gets is the
// fallback page of spec 2.7 that the server rendered for the visit and handed to the root (in the
// page's language and brand, with the crisis help and the quick exit), reported once. It needs no
// code of its own for it and nothing to load.

jest.mock('next/navigation.js', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn() }) }));

// After the mock: the module reads it when it loads.
import { ShellAppGlobalError, ShellAppRoot } from './app-shell.tsx';

let root: Root | undefined;
let error: jest.SpyInstance;

beforeEach(() => {
  messagesRegistry().clear();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  error.mockRestore();
});

const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'de' };
const plain: AppPlainData = {
  brand: 'faith',
  language: 'de',
  messages: compileMessages('de'),
  country: 'de',
  crisisLines: crisisLinesOf('de'),
  year: 2026,
  productName: 'Acme Therapie',
};
const data: AppRootData = {
  brand: 'faith',
  language: 'de',
  session: visitor,
  config: { product_code_name: 'faith', product_name: 'Acme Therapie', features: {} },
  availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: true },
  languages: [{ language: 'de', language_readable: 'Deutsch' }],
  year: 2026,
  accessibilityWidgetUrl: null,
  country: 'de',
  crisisLines: crisisLinesOf('de'),
  consentBanner: false,
  quickExitHref: quickExitUrl('faith'),
  messagesId: 'global-error-spec',
  allMessagesId: 'global-error-spec',
  page: pageContext({ template: 'Home', asPath: '/', query: {}, session: visitor }),
  answersAt: 1,
};

/** Renders the global error page as Next.js does: in place of the whole document. */
function renderGlobalError(failure: Error) {
  root = createRoot(document);
  act(() => root?.render(<ShellAppGlobalError error={failure} reset={() => undefined} />));
}

// First: the root's record of the visit lives in the module, and no root has rendered yet.
it('before the root rendered, still links to the crisis resources', () => {
  renderGlobalError(new Error('the root failed before it rendered'));
  expect(document.querySelector('a[href="/gethelpnow/"]')).not.toBeNull();
  expect(document.documentElement.lang).toBe('en');
});

it("renders the visit's fallback page in its language and brand, with the crisis help and the quick exit, and reports once", async () => {
  messagesRegistry().set('global-error-spec', compileMessages('de'));
  // The root renders once, with the fallback page the server rendered for the visit; then it fails.
  const visit = render(
    <ShellAppRoot
      data={data}
      serviceWorker={false}
      fallback={<AppFallbackPage data={plain} />}
      fallbackTitle={fallbackTitle(plain)}
    >
      <p>page</p>
    </ShellAppRoot>,
  );
  await act(async () => undefined);
  visit.unmount();
  const failure = new Error('the root failed');
  renderGlobalError(failure);
  expect(document.querySelector('h1')?.textContent).toBe('Es ist ein Problem aufgetreten');
  expect(document.title).toBe('Es ist ein Problem aufgetreten – Acme Therapie');
  expect(document.documentElement.lang).toBe('de');
  expect(document.documentElement.dataset['brand']).toBe('faith');
  expect(document.querySelector('a[href="/gethelpnow/"]')).not.toBeNull();
  expect(document.querySelector('a[href^="tel:"]')).not.toBeNull();
  expect(document.querySelector('[data-testid="quick-exit"]')?.textContent).toContain('Diese Seite verlassen');
  expect(document.querySelector('[data-testid="quick-exit"]')?.getAttribute('href')).toBe(quickExitUrl('faith'));
  const reports = error.mock.calls.filter((call) => call.includes(failure));
  expect(reports).toHaveLength(1);
});
