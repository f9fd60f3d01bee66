// The shell's texts travel as an asset of their own (shell-next's page-messages.ts): not in the page
// data, content-hashed and immutable, loaded by a deferred script before the page hydrates. These
// tests hold that asset back or take it away and watch what the visitor sees. The same code on every
// brand: run on brand main.
import { expect, test } from './brand-fixture.ts';
import { hydrated } from './hydrated.ts';

const CRISIS_NOTICE_DE = 'Wenn Sie sich in einer Krise befinden';
// A text of the shell's catalogue that a working page does not show (the fallback page's heading).
const FALLBACK_HEADING_DE = 'Es ist ein Problem aufgetreten';
// The language dialog's title: on the App Router it comes with the dialog's code.
const LANGUAGE_DIALOG_DE = 'Spracheinstellungen';

test.describe("The shell's texts, an asset of their own", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'pref_language', value: 'de', url: baseURL ?? '' }]);
  });

  test('the page data carries no texts; the head loads them from an immutable, content-hashed asset', async ({
    page,
    router,
  }) => {
    const html = await (await page.request.get('/')).text();
    let id: string;
    if (router === 'pages') {
      const data = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
        props: { shell: { messages?: unknown; messagesId?: string } };
      };
      expect(data.props.shell.messages).toBeUndefined();
      id = data.props.shell.messagesId ?? '';
      expect(html).toMatch(new RegExp(`<head>.*<script src="/_shell/messages/de/${id}\\.js" defer=""`, 's'));
    } else {
      // The App Router's page data is its Server Components payload, inline in the document: the
      // root's props name the texts' asset, and no catalogue is in it. The header and footer are
      // Server Components, so the payload carries their rendered markup (the crisis notice's text
      // among it) as React needs it. The one thing it carries that the page does not show is the
      // visit's fallback page, rendered, once (the root's `fallback`: what app/error.tsx and
      // app/global-error.tsx show, needing no code of their own), never in the page's markup. A
      // classic script in the head (the App Router's own scripts are async: it runs before them).
      id = /<head>.*?<script src="\/_shell\/messages\/de\/([A-Za-z0-9_-]{22})\.js"/s.exec(html)?.[1] ?? '';
      const payload = [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
        .map((match) => (JSON.parse(match[1] ?? '[]') as [number, string?])[1] ?? '')
        .join('');
      expect(payload).toContain(`"messagesId":"${id}"`);
      // The fallback page's heading, and its document title for app/global-error.tsx.
      expect(payload.split(FALLBACK_HEADING_DE)).toHaveLength(3);
      expect(payload).toMatch(/"data-testid":"fallback-error-page"/);
      // The chrome's internal links are plain anchors with the props that have a value: a client
      // link each, or each prop left undefined ("$undefined"), would be in every page's payload.
      expect(payload).toMatch(/\["\$","a",null,\{"href":"\/terms\/"[^}]*"data-kind":"internal"\}/);
      expect(payload).not.toMatch(/\{"href":"\/terms\/"[^}]*"\$undefined"/);
    }
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Rendered once, in the footer (the App Router's payload aside, above).
    const markup = router === 'app' ? html.replace(/<script\b[^>]*>.*?<\/script>/gs, '') : html;
    expect(markup.split(CRISIS_NOTICE_DE)).toHaveLength(2);
    expect(markup).not.toContain(FALLBACK_HEADING_DE);
    const asset = await page.request.get(`/_shell/messages/de/${id}.js`);
    expect(asset.status()).toBe(200);
    // These servers cache nothing (SHELL_CACHE_TTL_MS=0: dev-api's personas pick the texts by cookie),
    // so the page's texts were fetched with the visitor's cookies: their browser keeps them, no CDN.
    // With the caches (production) they are fetched without cookies and are public.
    expect(asset.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(asset.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    // The error panel's heading (app/error.tsx draws it in the browser).
    expect(await asset.text()).toContain(FALLBACK_HEADING_DE);
    // On the App Router the header, the footer and the fallback page are Server Components: the
    // asset has only the texts the browser renders itself at first (shell-next's
    // client-messages.ts), not the crisis notice. A dialog's come with its code (the language
    // dialog opens with them: the test below).
    for (const text of [CRISIS_NOTICE_DE, LANGUAGE_DIALOG_DE]) {
      if (router === 'app') expect(await asset.text()).not.toContain(text);
      else expect(await asset.text()).toContain(text);
    }
    // Another page of the same site and language loads the same asset (the browser's cache serves it).
    const faq = await (await page.request.get('/faq/')).text();
    expect(faq).toContain(`/_shell/messages/de/${id}.js`);
  });

  test('texts that arrive late: no untranslated flash, nothing shifts, the page hydrates after them', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number; __before?: string; __shifted: string[] };
      w.__shifts = 0;
      w.__shifted = [];
      new PerformanceObserver((list) => {
        // Shifts from when the texts were let through: what late texts (and the hydration after them)
        // could cause. Earlier ones happen before any script runs and are not theirs.
        const released = performance.getEntriesByName('texts-released')[0]?.startTime ?? Infinity;
        for (const entry of list.getEntries()) {
          if (entry.startTime < released) continue;
          const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
          w.__shifts += shift.value;
          // What moved, for the failure message.
          for (const source of shift.sources ?? [])
            w.__shifted.push(
              `${shift.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${(source.node as Element | null | undefined)?.outerHTML?.slice(0, 200) ?? source.node?.nodeName ?? '?'}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // What the visitor sees first: the whole document parsed and styled (the stylesheet holds the
      // first paint and may still be loading when parsing ends; the deferred scripts wait for it,
      // and behind the held-back texts, so none has run yet).
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const read = () => {
          w.__before = document.body.innerText;
        };
        const loading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
          (link) => link.sheet === null,
        );
        if (loading.length === 0) read();
        else
          void Promise.all(
            loading.map(
              (link) =>
                new Promise((resolve) => {
                  link.addEventListener('load', resolve, { once: true });
                  link.addEventListener('error', resolve, { once: true });
                }),
            ),
          ).then(read);
      });
    });
    // The stylesheet arrives after the document has been parsed (the parser does not wait for it):
    // the first paint waits for it, and so does the reading of what the visitor sees first.
    await page.route('**/_next/static/**/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    let released = 0;
    await page.route('**/_shell/messages/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      released = Date.now();
      await page.evaluate(() => performance.mark('texts-released'));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    expect(released).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => (window as unknown as { __before?: string }).__before);
    expect(before).toContain(CRISIS_NOTICE_DE);
    // What the server rendered is what the hydrated page shows: no text changed on the way.
    const header = await page.locator('header').first().innerText();
    const footer = await page.locator('footer').first().innerText();
    expect(before).toContain(header);
    expect(before).toContain(footer);
    const { shifts, shifted } = await page.evaluate(() => {
      const w = window as unknown as { __shifts: number; __shifted: string[] };
      return { shifts: w.__shifts, shifted: w.__shifted };
    });
    expect(shifts, `layout shifts:\n${shifted.join('\n')}`).toBe(0);
  });

  test('a script that fails to load: the page asks for the texts once more and hydrates with them', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const fetched: string[] = [];
    await page.route('**/_shell/messages/**/*.js', (route) => route.abort('connectionreset'));
    page.on('request', (request) => {
      if (request.url().includes('/_shell/messages/') && request.url().endsWith('.json')) fetched.push(request.url());
    });
    await page.goto('/');
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    // The head's texts asked for once more, as JSON (on the App Router the lazy parts ask for the
    // rest of the texts by an id of their own).
    const head = (await page.locator('head script[src*="/_shell/messages/"]').getAttribute('src')) ?? '';
    const headId = /\/([A-Za-z0-9_-]{22})\.js$/.exec(head)?.[1] ?? 'none';
    expect(fetched.filter((url) => url.includes(headId))).toHaveLength(1);
    await expect(page.locator('footer').getByText(CRISIS_NOTICE_DE)).toBeVisible();
    // Hydrated for real: the language dialog opens from its button.
    await page
      .locator('footer')
      .getByRole('button', { name: /^Sprache ändern/ })
      .click();
    await expect(page.getByRole('dialog', { name: LANGUAGE_DIALOG_DE })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('texts that cannot load at all: the page stays as the server rendered it, crisis help readable', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/_shell/messages/**', (route) => route.abort('connectionreset'));
    await page.goto('/');
    await page.waitForTimeout(1500);
    expect(await hydrated(page)).toBe(false);
    const footer = page.locator('footer');
    await expect(footer.getByText(CRISIS_NOTICE_DE)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Diese Stellen bieten Ihnen sofortige Hilfe.' })).toHaveAttribute(
      'href',
      '/gethelpnow/',
    );
    expect(errors).toEqual([]);
  });
});
