/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createTranslator } from '@therapy-shell/i18n';
import { ShellConsentBanner } from './shell-dialogs.tsx';

const t = createTranslator('en');

async function serverHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

// CLS 0 with spec 4.3: the banner is in the server's HTML when the server found no
// stored choice (its code is a lazy chunk, which the server waits for), so nothing shifts when
// the page hydrates.
describe('the consent banner on the server', () => {
  it('is in the server HTML when the server decided it shows, before any store exists', async () => {
    const html = await serverHtml(
      <ShellConsentBanner consent={null} initiallyShown productName="Acme" onSettings={() => undefined} t={t} />,
    );
    expect(html).toContain('Cookies on Acme');
    expect(html).toContain('Accept all cookies');
  });

  it('is absent from the server HTML when a choice is stored', async () => {
    const html = await serverHtml(
      <ShellConsentBanner
        consent={null}
        initiallyShown={false}
        productName="Acme"
        onSettings={() => undefined}
        t={t}
      />,
    );
    expect(html).toBe('');
  });
});
