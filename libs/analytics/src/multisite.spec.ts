import { multisiteSyncTargets, type MultisiteContext } from './multisite.ts';

const base: MultisiteContext = {
  user: { user_type: 'client' },
  hasAnalyticsIdCookie: true,
  config: { fqdn: 'www.a.example', sites_fqdn: ['www.a.example', 'www.b.example', 'www.c.example'], site_id: 1, environment_name: null },
};

describe('multisite analytics cookie sync (spec 7.2)', () => {
  it.each<[string, Partial<MultisiteContext>, Partial<MultisiteContext['config']>, string[]]>([
    ['all conditions met: every other site', {}, {}, ['www.b.example', 'www.c.example']],
    ['no analytics id cookie', { hasAnalyticsIdCookie: false }, {}, []],
    ['on manage', {}, { is_manage: true }, []],
    ['recruiter', { user: { user_type: 'recruiter' } }, {}, []],
    ['site 11', {}, { site_id: 11 }, []],
    ['environment name set', {}, { environment_name: 'qa3' }, []],
    ['logged-out visitor takes part', { user: { user_type: 'logged_out_user' } }, {}, ['www.b.example', 'www.c.example']],
    ['no siblings', {}, { sites_fqdn: [] }, []],
  ])('%s', (_name, ctx, config, expected) => {
    expect(multisiteSyncTargets({ ...base, ...ctx, config: { ...base.config, ...config } })).toEqual(expected);
  });
});
