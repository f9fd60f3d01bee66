import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { compileMessages } from '@therapy-shell/i18n';
import { messagesRegistry } from '../frame/page-messages.ts';
import { ShellAppGlobalError } from './app-shell.tsx';

// app/global-error.tsx: the root layout failed in the browser. What the visitor still gets is the
// fallback page of spec 2.7 from what the page already has: its texts (the asset registered them),
// its language and its brand (on the document), reported once.

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

/** Renders the global error page as Next.js does: in place of the whole document. */
function renderGlobalError(failure: Error) {
  root = createRoot(document);
  act(() => root?.render(<ShellAppGlobalError error={failure} reset={() => undefined} />));
}

it("renders the fallback page in the page's language and brand, with the crisis help and the quick exit, and reports once", () => {
  messagesRegistry().set('page-texts', compileMessages('de'));
  document.documentElement.lang = 'de';
  document.documentElement.dataset['brand'] = 'faith';
  const failure = new Error('the root failed');
  renderGlobalError(failure);
  expect(document.querySelector('h1')?.textContent).toBe('Es ist ein Problem aufgetreten');
  expect(document.documentElement.lang).toBe('de');
  expect(document.documentElement.dataset['brand']).toBe('faith');
  expect(document.querySelector('a[href="/gethelpnow/"]')).not.toBeNull();
  expect(document.querySelector('[data-testid="quick-exit"]')?.textContent).toContain('Diese Seite verlassen');
  const reports = error.mock.calls.filter((call) => call.includes(failure));
  expect(reports).toHaveLength(1);
});

it('with no texts to read, still links to the crisis resources', () => {
  document.documentElement.lang = '';
  delete document.documentElement.dataset['brand'];
  renderGlobalError(new Error('the root failed before its texts'));
  expect(document.querySelector('a[href="/gethelpnow/"]')).not.toBeNull();
  expect(document.documentElement.lang).toBe('en');
});
