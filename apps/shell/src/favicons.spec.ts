import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_IDS, logoMarkSvg } from '@therapy-shell/brand-config';

// Each brand's favicon is its logo mark in its colours (issue 14). The files are static so the
// browser can fetch them without a page; this keeps them equal to brand-config's marks.
// After changing a mark or a colour, write logoMarkSvg(brand) to public/brands/<brand>/favicon.svg again.
describe('favicons', () => {
  it.each(BRAND_IDS.map((brand) => [brand]))('public/brands/%s/favicon.svg is the brand\'s logo mark', (brand) => {
    const file = readFileSync(join(__dirname, '..', 'public', 'brands', brand, 'favicon.svg'), 'utf8');
    expect(file).toBe(logoMarkSvg(brand));
  });
});
