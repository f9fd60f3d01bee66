import { analyticsIdOf, multisiteSyncTargets, syncMultisiteCookie, type MultisiteContext } from './multisite.ts';

const base: MultisiteContext = {
  user: { user_type: 'client' },
  hasAnalyticsIdCookie: true,
  config: {
    fqdn: 'www.a.example',
    sites_fqdn: ['www.a.example', 'www.b.example', 'www.c.example'],
    site_id: 1,
    environment_name: null,
  },
};

describe('multisite analytics cookie sync (spec 7.2)', () => {
  it.each<[string, Partial<MultisiteContext>, Partial<MultisiteContext['config']>, string[]]>([
    ['all conditions met: every other site', {}, {}, ['www.b.example', 'www.c.example']],
    ['no analytics id cookie', { hasAnalyticsIdCookie: false }, {}, []],
    ['on manage', {}, { is_manage: true }, []],
    ['recruiter', { user: { user_type: 'recruiter' } }, {}, []],
    ['site 11', {}, { site_id: 11 }, []],
    ['environment name set', {}, { environment_name: 'qa3' }, []],
    [
      'logged-out visitor takes part',
      { user: { user_type: 'logged_out_user' } },
      {},
      ['www.b.example', 'www.c.example'],
    ],
    ['no siblings', {}, { sites_fqdn: [] }, []],
  ])('%s', (_name, ctx, config, expected) => {
    expect(multisiteSyncTargets({ ...base, ...ctx, config: { ...base.config, ...config } })).toEqual(expected);
  });
});

describe('multisite sync, for real (spec 7.2, 8.2)', () => {
  const cookies = '_sp_id.1fff=7d6c2b4a-0c1e-4f7a-9a55-3b1e2a9f0d11.1717480000.1.1717480000.1717480000; other=1';

  it.each([
    ["Snowplow's id cookie", cookies, '7d6c2b4a-0c1e-4f7a-9a55-3b1e2a9f0d11'],
    ['no id cookie', 'other=1', undefined],
    ['a tampered id', '_sp_id.1fff=<script>.1', undefined],
  ])('reads the analytics id from %s', (_name, header, id) => {
    expect(analyticsIdOf(header)).toBe(id);
  });

  it('calls each other site once with the analytics id, and counts the answers', async () => {
    const calls: [string, string][] = [];
    const answered = await syncMultisiteCookie({
      user: { user_type: 'client' },
      config: base.config,
      cookies,
      call: async (site, id) => {
        calls.push([site, id]);
        return site === 'www.b.example';
      },
    });
    expect(calls).toEqual([
      ['www.b.example', '7d6c2b4a-0c1e-4f7a-9a55-3b1e2a9f0d11'],
      ['www.c.example', '7d6c2b4a-0c1e-4f7a-9a55-3b1e2a9f0d11'],
    ]);
    expect(answered).toBe(1);
  });

  it('calls nobody without the analytics id cookie or for a recruiter', async () => {
    const call = jest.fn(async () => true);
    await syncMultisiteCookie({ user: { user_type: 'client' }, config: base.config, cookies: 'other=1', call });
    await syncMultisiteCookie({ user: { user_type: 'recruiter' }, config: base.config, cookies, call });
    expect(call).not.toHaveBeenCalled();
  });
});
