/** @jest-environment node */
import { BRAND_IDS, logoMarkSvg } from '@therapy-shell/brand-config';
import { favicon } from '../proxy.ts';

// Each brand's favicon is its logo mark in its colours (issue 14), made from brand-config's data, so
// no file has to be copied into an app (issue 15): pages link it as a data: URL (shell-next's
// ShellDocument) and proxy.ts answers /favicon.ico with the same mark for browsers and crawlers.
describe('favicons', () => {
  const saved = process.env['SHELL_BRAND'];
  afterEach(() => {
    if (saved === undefined) delete process.env['SHELL_BRAND'];
    else process.env['SHELL_BRAND'] = saved;
  });

  it.each(BRAND_IDS.map((brand) => [brand]))("/favicon.ico of a %s build is the brand's logo mark", async (brand) => {
    process.env['SHELL_BRAND'] = brand;
    const response = favicon();
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(logoMarkSvg(brand));
  });
});
