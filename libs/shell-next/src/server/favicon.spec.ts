/** @jest-environment node */
import { BRAND_IDS, logoMarkSvg } from '@therapy-shell/brand-config';
import { faviconResponse } from './favicon.ts';

// Each brand's favicon is its logo mark in its colours, made from brand-config's data, so no file
// has to be copied into an app: proxy.ts answers /favicon.ico with it, and every page links that path
// (ShellDocument).
describe('faviconResponse', () => {
  const saved = process.env['SHELL_BRAND'];
  const envKey = Symbol.for('therapy-shell.env');
  afterEach(() => {
    if (saved === undefined) delete process.env['SHELL_BRAND'];
    else process.env['SHELL_BRAND'] = saved;
    // The server reads its environment once; each case starts a server of another brand.
    delete (globalThis as Record<symbol, unknown>)[envKey];
  });

  it.each(BRAND_IDS.map((brand) => [brand]))("answers the %s build's logo mark", async (brand) => {
    process.env['SHELL_BRAND'] = brand;
    delete (globalThis as Record<symbol, unknown>)[envKey];
    const response = faviconResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toBe(logoMarkSvg(brand));
  });

  it('is main without a brand, and refuses an unknown one', async () => {
    delete process.env['SHELL_BRAND'];
    delete (globalThis as Record<symbol, unknown>)[envKey];
    expect(await faviconResponse().text()).toBe(logoMarkSvg('main'));
    expect(() => faviconResponse('acme')).toThrow();
  });
});
