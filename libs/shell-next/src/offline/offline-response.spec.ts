/** @jest-environment node */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { offlineResponse } from './offline-response.ts';

const site = 'https://site.example';
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  offlineResponse(new Request(`${site}${path}`, { method, headers }), { brand: 'main', production: true });

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}
function all(node: Node, name: string): Node[] {
  return [...(node.nodeName === name ? [node] : []), ...(node.childNodes ?? []).flatMap((child) => all(child, name))];
}
const attr = (node: Node | undefined, name: string) => node?.attrs?.find((a) => a.name === name)?.value;
const text = (node: Node): string => node.value ?? (node.childNodes ?? []).map(text).join('');

describe('the offline copy on the server', () => {
  it('answers nothing for other paths', async () => {
    expect(await get('/gethelpnow/')).toBeUndefined();
    expect(await get('/_shell/sw.jsx')).toBeUndefined();
    expect(await get('/api/session')).toBeUndefined();
  });

  it('serves the service worker for the whole site, revalidated on each update check', async () => {
    const response = await get('/_shell/sw.js?language=de&revision=1');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response?.headers.get('service-worker-allowed')).toBe('/');
    expect(response?.headers.get('cache-control')).toBe('no-cache');
    expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
    const script = (await response?.text()) ?? '';
    // Serwist's precaching and routing, bundled: no import a worker could not resolve.
    expect(script).toContain('precache');
    expect(script).not.toMatch(/\bimport\s*[{(*]|require\(/);
  });

  it('answers 405 to other methods, and 404 on both paths when the offline copy is off', async () => {
    expect((await get('/_shell/offline', {}, 'POST'))?.status).toBe(405);
    const off = await offlineResponse(new Request(`${site}/_shell/sw.js`), { brand: 'main', enabled: false });
    expect(off?.status).toBe(404);
    expect(
      (await offlineResponse(new Request(`${site}/_shell/offline`), { brand: 'main', enabled: false }))?.status,
    ).toBe(404);
  });

  describe('the offline crisis page', () => {
    async function page(path: string, headers: Record<string, string> = {}) {
      const response = await get(path, headers);
      if (!response) throw new Error('no answer');
      const html = await response.text();
      return { response, html, document: parse(html) as unknown as Node };
    }

    it('is one document with no script, its one style element allowed by hash, and the logo as a data: image', async () => {
      const { response, html, document } = await page('/_shell/offline?language=en');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(all(document, 'script')).toHaveLength(0);
      expect(all(document, 'link')).toHaveLength(0);
      const styles = all(document, 'style');
      expect(styles).toHaveLength(1);
      const hash = createHash('sha256')
        .update(text(styles[0] as Node))
        .digest('base64');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy.split('; ')).toEqual([
        "default-src 'none'",
        `style-src 'sha256-${hash}'`,
        'img-src data:',
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ]);
      expect(attr(all(document, 'img')[0], 'src')).toMatch(/^data:image\/svg\+xml,/);
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    });

    it.each<[string, string, Record<string, string>, string, string]>([
      [
        'the language asked for, the geo header first',
        '/_shell/offline?language=de',
        { 'cf-ipcountry': 'DE' },
        'de',
        'Deutschland',
      ],
      ['CloudFront', '/_shell/offline?language=en', { 'cloudfront-viewer-country': 'GB' }, 'en', 'United Kingdom'],
      [
        "Accept-Language's region without a geo header",
        '/_shell/offline?language=fr',
        { 'accept-language': 'fr-FR' },
        'fr',
        'France',
      ],
      [
        'no language asked for: Accept-Language',
        '/_shell/offline',
        { 'accept-language': 'nl-NL,nl;q=0.9', 'cf-ipcountry': 'NL' },
        'nl',
        'Nederland',
      ],
      [
        'an unknown language: the cookie',
        '/_shell/offline?language=xx',
        { cookie: 'pref_language=es', 'cf-ipcountry': 'ES' },
        'es',
        'España',
      ],
      [
        'hostile headers: the defaults',
        '/_shell/offline?language=%22%3E%3Cscript%3E',
        { 'cf-ipcountry': '"><script>alert(1)</script>', 'accept-language': '<img src=x>' },
        'en',
        'United States',
      ],
    ])('%s', async (_case, path, headers, language, firstCountry) => {
      const { response, html, document } = await page(path, headers);
      expect(attr(all(document, 'html')[0], 'lang')).toBe(language);
      expect(response.headers.get('content-language')).toBe(language);
      expect(text(all(document, 'h2')[0] as Node)).toBe(firstCountry);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x>');
    });

    it('reads the geo header the deployment names in SHELL_GEO_COUNTRY_HEADER', async () => {
      // The environment as the server read it when it started.
      const envKey = Symbol.for('therapy-shell.env');
      process.env['SHELL_GEO_COUNTRY_HEADER'] = 'X-Country';
      delete (globalThis as Record<symbol, unknown>)[envKey];
      try {
        const { document } = await page('/_shell/offline?language=en', { 'x-country': 'IE', 'cf-ipcountry': 'GB' });
        expect(text(all(document, 'h2')[0] as Node)).toBe('Ireland');
      } finally {
        delete process.env['SHELL_GEO_COUNTRY_HEADER'];
        delete (globalThis as Record<symbol, unknown>)[envKey];
      }
    });

    it('has the quick exit as a plain link, the offline notice, and every line of every country', async () => {
      const { document } = await page('/_shell/offline?language=en', { 'cf-ipcountry': 'US' });
      const links = all(document, 'a');
      const exit = links.find((a) => attr(a, 'data-testid') === 'quick-exit');
      expect(attr(exit, 'href')).toBe('https://www.bbc.co.uk/weather');
      expect(attr(exit, 'rel')).toBe('nofollow noreferrer');
      expect(text(all(document, 'title')[0] as Node)).toBe('Get help now');
      expect(all(document, 'p').some((p) => attr(p, 'role') === 'note' && text(p).startsWith("You're offline."))).toBe(
        true,
      );
      const hrefs = links.map((a) => attr(a, 'href'));
      for (const href of [
        'tel:911',
        'tel:988',
        'sms:741741?body=HOME',
        'tel:999',
        'tel:116123',
        'tel:+498001110111',
        'tel:3114',
        'tel:08000113',
        'tel:024',
        'tel:000',
        'tel:131114',
      ]) {
        expect(hrefs).toContain(href);
      }
    });
  });
});
