import { isFeatureOn, type SiteConfig } from './site-config.ts';

describe('isFeatureOn (spec 3.3 features)', () => {
  const base: SiteConfig = { product_code_name: 'main', product_name: 'Acme Therapy' };

  it('is on when the switch is true', () => {
    expect(isFeatureOn({ ...base, features: { advice: true } }, 'advice')).toBe(true);
  });

  it.each<[string, Partial<SiteConfig>]>([
    ['switched off', { features: { advice: false } }],
    ['absent from features', { features: {} }],
    ['no features object', {}],
  ])('is off when %s', (_case, config) => {
    expect(isFeatureOn({ ...base, ...config }, 'advice')).toBe(false);
  });
});
