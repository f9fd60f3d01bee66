import fc from 'fast-check';
import {
  BackendDataError,
  isBackendDataError,
  parseSessionUser,
  parseSiteConfig,
  parseTranslations,
} from './schemas.ts';

const config = { product_code_name: 'main', product_name: 'Acme Therapy', features: { advice: true } };

describe('checking backend answers at the boundary (DESIGN.md section 5)', () => {
  it('accepts a logged-out session and keeps fields it does not know', () => {
    expect(parseSessionUser({ id: -1, user_type: 'logged_out_user', extra: 'kept' })).toEqual({
      id: -1,
      user_type: 'logged_out_user',
      extra: 'kept',
    });
  });

  it('accepts a client session with every field the shell reads', () => {
    const session = {
      id: 42,
      user_type: 'client',
      stage: 'paying',
      counselor_id: 7,
      account_id: null,
      geo_country: 'us',
      show_impressum: false,
      post_signup_experiments: { FF_TREEHOUSE: { variant_name: 'TEST' } },
      country: { countryId: 1, isEuropeanUnionMember: false },
      csrf_token: 'abc',
    };
    expect(parseSessionUser(session)).toEqual(session);
  });

  it.each([
    ['no user type', { id: 1 }, 'user_type'],
    ['an unknown user type', { id: 1, user_type: 'admin' }, 'user_type'],
    ['an id that is text', { id: '1', user_type: 'client' }, 'id'],
    ['an unknown stage', { id: 1, user_type: 'client', stage: 'gold' }, 'stage'],
    ['a flag that is text', { id: 1, user_type: 'client', show_impressum: 'yes' }, 'show_impressum'],
    [
      'a country without id',
      { id: 1, user_type: 'client', country: { isEuropeanUnionMember: true } },
      'country.countryId',
    ],
    ['an array', [], '(root)'],
    ['null', null, '(root)'],
  ])('refuses a session with %s, naming the field', (_case, data, field) => {
    expect(() => parseSessionUser(data)).toThrow(BackendDataError);
    try {
      parseSessionUser(data);
    } catch (error) {
      expect(isBackendDataError(error) && error.field).toBe(field);
      expect(isBackendDataError(error) && error.endpoint).toBe('/api/session');
      expect((error as Error).message).toContain(`field "${field}"`);
    }
  });

  it('accepts a site config and keeps unknown fields', () => {
    expect(parseSiteConfig({ ...config, something_new: 1 })).toEqual({ ...config, something_new: 1 });
  });

  it.each([
    ['no product code', { product_name: 'Acme' }, 'product_code_name'],
    ['an empty product name', { product_code_name: 'main', product_name: '' }, 'product_name'],
    ['a feature that is text', { ...config, features: { advice: 'on' } }, 'features.advice'],
    ['sibling sites that are not a list', { ...config, sites_fqdn: 'a.example' }, 'sites_fqdn'],
    [
      'a consent cookie name that could inject cookie attributes',
      {
        ...config,
        tracking: {
          ms_cookie_consent_settings: {
            cookie_name_ms_cookie_test: 'a; Domain=evil.example',
            performance_setting: 'C0002',
            targeting_setting: 'C0004',
            ms_cookie_consent_required: true,
          },
        },
      },
      'tracking.ms_cookie_consent_settings.cookie_name_ms_cookie_test',
    ],
  ])('refuses a site config with %s, naming the field', (_case, data, field) => {
    expect(() => parseSiteConfig(data)).toThrow(
      expect.objectContaining({ name: 'BackendDataError', field, endpoint: '/api/site-config' }),
    );
  });

  it('accepts translations as texts by key and refuses anything else', () => {
    expect(parseTranslations({ 'footer.label': 'Fußzeile' })).toEqual({ 'footer.label': 'Fußzeile' });
    expect(() => parseTranslations({ 'footer.label': 3 })).toThrow(expect.objectContaining({ field: 'footer.label' }));
  });

  it('never throws anything but a BackendDataError, whatever the answer (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const parse of [parseSessionUser, parseSiteConfig, parseTranslations]) {
          try {
            parse(data);
          } catch (error) {
            if (!isBackendDataError(error)) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
