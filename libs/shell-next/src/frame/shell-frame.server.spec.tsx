/** @jest-environment node */
import type { AppProps } from 'next/app';
import { crisisLinesOf } from '@therapy-shell/brand-config';
import { renderToReadableStream } from 'react-dom/server';
import { LANGUAGES, type Language, type SessionUser } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import { createShellApp, type ShellPageData } from '../pages-router/shell-app.tsx';
import { pageContext } from './shell-page.ts';

const App = createShellApp();
const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'us' };

function shellData(
  template: 'Home' | 'GetHelpNow' = 'Home',
  session: SessionUser = visitor,
  language: Language = 'en',
): ShellPageData {
  return {
    status: 'ok',
    brand: 'main',
    language,
    year: 2026,
    country: 'us',
    crisisLines: crisisLinesOf('us'),
    session,
    config: { product_code_name: 'main', product_name: 'Acme Therapy', features: { advice: true } },
    messages: compileMessages(language, {}),
    availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: true },
    languages: [{ language: 'en', language_readable: 'English' }],
    accessibilityWidgetUrl: null,
    page: pageContext({ template, asPath: '/', query: {}, session }),
  };
}

async function serverHtml(
  page = <h1>Page content</h1>,
  template: 'Home' | 'GetHelpNow' = 'Home',
  session: SessionUser = visitor,
  language: Language = 'en',
): Promise<string> {
  const props = {
    Component: () => page,
    pageProps: {},
    shell: shellData(template, session, language),
  } as unknown as AppProps & {
    shell: ShellPageData;
  };
  const stream = await renderToReadableStream(<App {...props} />);
  await stream.allReady;
  return new Response(stream).text();
}

// React's server renderer moves a completed Suspense boundary of more than 500 bytes out of place
// once the page before it passes 12.8 kB (to the end of the document, hidden, shown by an inline
// script), and the page's CSP blocks that script. The header, the quick exit and the footer with
// its crisis notice must be in place in the HTML however long the page, needing no script.
const LONG_PAGE = (
  <article>
    {Array.from({ length: 400 }, (_, i) => (
      <p key={i}>{'Long product page text. '.repeat(4)}</p>
    ))}
  </article>
);

describe('the frame on the server', () => {
  it.each([
    ['a short page', <h1 key="short">Page content</h1>],
    ['a long page (40 kB)', LONG_PAGE],
  ])(
    'on %s, the header, the page and the footer with its crisis notice are in place in the HTML, needing no script',
    async (_case, page) => {
      const html = await serverHtml(page);
      expect(html).toMatch(
        /<header[^>]*>[\s\S]*?<\/header><main[\s\S]*?<\/main><footer[^>]*>[\s\S]*?data-testid="crisis-notice"[\s\S]*?<\/footer>/,
      );
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toContain('$RC(');
    },
  );

  // A signed-in visitor's header has the notification centre, a lazy part in a Suspense boundary:
  // moved out of place, it needs React's inline script, which the Pages Router cannot give the
  // page's nonce, so the CSP blocks it and React reports the boundary as failed (error #419).
  const client: SessionUser = { id: 42, user_type: 'client', geo_country: 'us' };
  const counselor: SessionUser = { id: 7, user_type: 'counselor', geo_country: 'us' };
  it.each(
    LANGUAGES.flatMap((language) => [
      ['a client', language, client] as const,
      ['a counselor', language, counselor] as const,
    ]),
  )(
    'for %s in %s on a long page, the notification centre is in place in the HTML, needing no script',
    async (_who, language, session) => {
      const html = await serverHtml(LONG_PAGE, 'Home', session, language);
      expect(html).toMatch(/<header[^>]*>[\s\S]*?aria-expanded="false"[\s\S]*?<\/header>/);
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toContain('$RC(');
    },
  );

  it('on a long crisis page, the quick exit is in place before the header, needing no script', async () => {
    const html = await serverHtml(LONG_PAGE, 'GetHelpNow');
    expect(html).toMatch(
      /<a class="skipLink"[^>]*>[^<]*<\/a><div[^>]*role="region" aria-label="Quick exit"[\s\S]*?href="https:\/\/www\.bbc\.co\.uk\/weather"[\s\S]*?<header/,
    );
    expect(html).not.toMatch(/<div hidden id="S:/);
  });
});
