import type { AppProps } from 'next/app';
import { crisisLinesOf } from '@therapy-shell/brand-config';
import { compileMessages } from '@therapy-shell/i18n';
import type { createShellApp as CreateShellApp, ShellPageData } from './shell-app.tsx';

// The fallback page's code is a chunk of its own, loaded only on a page whose page-load step failed
// (shell-app.tsx). What the visitor has in the meantime is the server's HTML: it must stay in place
// while the chunk is on its way, be hydrated when it arrives, and stay for good when it never does.
// Each render gets a fresh module graph (the lazy part remembers its module), React included.

const failed: ShellPageData = {
  status: 'error',
  brand: 'main',
  language: 'en',
  messages: compileMessages('en'),
  country: 'us',
  crisisLines: crisisLinesOf('us'),
};
const Page = () => null;

function appElement(createShellApp: typeof CreateShellApp) {
  const App = createShellApp();
  const props = { Component: Page, pageProps: {}, shell: failed } as unknown as AppProps & { shell: ShellPageData };
  return <App {...props} />;
}

/** The server's HTML of the failed page, with the fallback page's chunk loaded (as the server has it). */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderToString } = await import('react-dom/server');
    const { createShellApp } = await import('./shell-app.tsx');
    const element = appElement(createShellApp);
    renderToString(element); // starts the lazy import
    await import('./fallback-page.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderToString(element);
  });
  return html;
}

/** Hydrates the server's HTML with a fresh module graph, `prepare` having mocked what it wants. */
async function hydrate(html: string, prepare: () => void) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await jest.isolateModulesAsync(async () => {
    prepare();
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { createShellApp } = await import('./shell-app.tsx');
    await act(async () => {
      hydrateRoot(container, appElement(createShellApp), {
        onRecoverableError: (error) => errors.push(error),
        onCaughtError: (error) => errors.push(error),
        onUncaughtError: (error) => errors.push(error),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  });
  return { container, errors };
}

const crisisHrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('a')]
    .map((link) => link.getAttribute('href'))
    .filter((href) => /^(tel|sms):|gethelpnow/.test(href ?? ''));

afterEach(() => {
  document.body.innerHTML = '';
  jest.dontMock('./fallback-page.tsx');
});

it('is in the server HTML in full: heading, crisis notice, the lines of the country and the quick exit', async () => {
  const html = await serverHtml();
  expect(html).toContain('We&#x27;re having an issue');
  expect(html).toContain('href="tel:988"');
  expect(html).toContain('href="/gethelpnow/"');
  expect(html).toContain('https://www.bbc.co.uk/weather');
});

it('hydrates the server HTML when its chunk arrives, without a mismatch', async () => {
  const html = await serverHtml();
  const { container, errors } = await hydrate(html, () => undefined);
  expect(errors).toEqual([]);
  expect(container.querySelector('[data-testid="fallback-error-page"]')).not.toBeNull();
  expect(crisisHrefs(container)).toEqual(['/gethelpnow/', 'tel:988', 'sms:988', 'sms:741741?body=HOME']);
});

it('keeps the server HTML with the crisis help in place when its chunk cannot be loaded', async () => {
  const html = await serverHtml();
  const { container, errors } = await hydrate(html, () =>
    jest.doMock('./fallback-page.tsx', () => {
      throw new Error('ChunkLoadError: the fallback page chunk failed');
    }),
  );
  expect(errors).toEqual([]);
  expect(container.querySelector('[data-testid="fallback-error-page"]')).not.toBeNull();
  expect(container.textContent).toContain("We're having an issue");
  expect(crisisHrefs(container)).toEqual(['/gethelpnow/', 'tel:988', 'sms:988', 'sms:741741?body=HOME']);
  // The quick exit is first-load code: there and hydrated whatever happens to the chunk.
  expect(container.querySelector('a[href="https://www.bbc.co.uk/weather"]')).not.toBeNull();
});
