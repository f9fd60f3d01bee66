import type { TemplateName } from '@therapy-shell/core';
import { BRAND_IDS } from './brands.ts';
import { quickExitUrl, showsQuickExit } from './quick-exit.ts';
import { context } from './testing/context.ts';

describe('quick exit', () => {
  it.each<[TemplateName, boolean, boolean]>([
    ['CrisisResources', false, true],
    ['GetHelpNow', false, true],
    ['GetStarted', false, true],
    ['ClientDashboard', false, true],
    ['Home', false, false],
    ['Faq', false, false],
    ['Dashboard', false, false],
    ['Home', true, true],
    ['Faq', true, true],
  ])('%s (marked by its page: %s) has the quick exit: %s', (template, marked, expected) => {
    expect(showsQuickExit(context({ page: { template } }), { marked })).toBe(expected);
  });

  it('an unmarked page is one that does not say', () => {
    expect(showsQuickExit(context({ page: { template: 'Faq' } }))).toBe(false);
  });

  it.each(BRAND_IDS.map((brand) => [brand]))('brand %s leaves for a neutral https page', (brand) => {
    expect(quickExitUrl(brand)).toBe('https://www.bbc.co.uk/weather');
  });
});
