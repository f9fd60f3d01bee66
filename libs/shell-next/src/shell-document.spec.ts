import { BRAND_IDS, logoMarkSvg } from '@therapy-shell/brand-config';
import { faviconHref } from './shell-document.tsx';

// The favicon ships inside the package as a data: URL of the brand's mark.
describe('faviconHref', () => {
  it.each(BRAND_IDS.map((brand) => [brand]))('links the %s logo mark in its colours', (brand) => {
    const href = faviconHref(brand);
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(logoMarkSvg(brand).trim());
  });

  it('differs per brand', () => {
    expect(new Set(BRAND_IDS.map(faviconHref)).size).toBe(BRAND_IDS.length);
  });
});
