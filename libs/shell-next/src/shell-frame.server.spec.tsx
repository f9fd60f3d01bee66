/** @jest-environment node */
import type { AppProps } from 'next/app';
import { renderToReadableStream } from 'react-dom/server';
import type { SessionUser } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import { createShellApp, type ShellPageData } from './shell-app.tsx';
import { pageContext } from './shell-page.ts';

const App = createShellApp();
const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'us' };

function shellData(): ShellPageData {
  return {
    status: 'ok',
    brand: 'main',
    language: 'en',
    year: 2026,
    country: 'us',
    session: visitor,
    config: { product_code_name: 'main', product_name: 'Acme Therapy', features: { advice: true } },
    messages: compileMessages('en', {}),
    availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: true },
    languages: [{ language: 'en', language_readable: 'English' }],
    accessibilityWidgetUrl: null,
    page: pageContext({ template: 'Home', asPath: '/', query: {}, session: visitor }),
  };
}

async function serverHtml(): Promise<string> {
  const props = { Component: () => <h1>Page content</h1>, pageProps: {}, shell: shellData() } as unknown as AppProps & { shell: ShellPageData };
  const stream = await renderToReadableStream(<App {...props} />);
  await stream.allReady;
  return new Response(stream).text();
}

// Issue 11 (Lighthouse: Total Blocking Time): the header and the footer are each a completed
// Suspense boundary in the server's HTML (`<!--$-->` ... `<!--/$-->`). React hydrates such a
// boundary after the rest of the page, in short slices, instead of in one long task.
describe('the frame on the server', () => {
  it.each([
    ['header', /<!--\$--><header[\s\S]*?<\/header><!--\/\$-->/],
    ['footer', /<!--\$--><footer[\s\S]*?<\/footer><!--\/\$-->/],
  ])('renders the %s complete, in a boundary of its own', async (_part, boundary) => {
    const html = await serverHtml();
    expect(html).toMatch(boundary);
    expect(html).toContain('Page content');
  });
});
