import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createConsentStore, whenConsented, type CookieJar } from './consent-store.ts';
import { cookieDomain, serializeCookie } from '@therapy-shell/core';
import { consentCookieAttributes } from './cookie-attributes.ts';
import { useConsent } from './react/index.ts';

function jar(initial = ''): CookieJar & { written: string[] } {
  const written: string[] = [];
  return { written, read: () => initial, write: (c) => void written.push(c) };
}

const settings = {
  cookie_name_ms_cookie_test: 'ConsentCookie',
  performance_setting: 'C0002',
  targeting_setting: 'C0004',
  ms_cookie_consent_required: true,
};
const https = { hostname: 'www.example.com', protocol: 'https:' };

describe('consent store (spec 4.3)', () => {
  it('starts with no consent and consent required when there is no cookie', () => {
    const store = createConsentStore({ settings, cookies: jar(), location: https, confirm: async () => undefined });
    expect(store.getState()).toEqual({
      choices: { allowPerformance: false, allowTargeting: false },
      required: true,
      status: 'idle',
      explicit: false,
    });
  });

  it('reads the choices from the cookie named in the site config', () => {
    const store = createConsentStore({
      settings,
      cookies: jar('a=1; ConsentCookie=groups%3DC0001%3A1%2CC0002%3A1%2CC0004%3A0'),
      location: https,
      confirm: async () => undefined,
    });
    expect(store.getState()).toMatchObject({
      choices: { allowPerformance: true, allowTargeting: false },
      required: false,
    });
  });

  it.each(['groups=C0002:1,C0004:1', 'groups=C0001:1,C0002:2', '%E0%A4%A', 'hacked'])(
    'reads the tampered cookie %p as no consent, still required',
    (value) => {
      const store = createConsentStore({
        settings,
        cookies: jar(`ConsentCookie=${value}`),
        location: https,
        confirm: async () => undefined,
      });
      expect(store.getState()).toMatchObject({
        choices: { allowPerformance: false, allowTargeting: false },
        required: true,
      });
    },
  );

  it('does not require consent when the site config says it is not required: every group is assumed (opt-out region)', () => {
    const store = createConsentStore({
      settings: { ...settings, ms_cookie_consent_required: false },
      cookies: jar(),
      location: https,
      confirm: async () => undefined,
      globalPrivacyControl: false,
    });
    expect(store.getState()).toMatchObject({
      required: false,
      explicit: false,
      choices: { allowPerformance: true, allowTargeting: true },
    });
  });

  it("reads OneTrust's OptanonConsent with the group ids of the site config", () => {
    const onetrust = encodeURIComponent(
      'isGpcEnabled=0&datestamp=Tue+Jun+04+2024&groups=C0001:1,C0002:1,C0003:0,C0004:1&interactionCount=2',
    );
    const store = createConsentStore({
      settings: { ...settings, performance_setting: 'C0003' },
      cookies: jar(`ConsentCookie=${onetrust}`),
      location: https,
      confirm: async () => undefined,
    });
    expect(store.getState()).toMatchObject({
      required: false,
      explicit: true,
      choices: { allowPerformance: false, allowTargeting: true },
    });
  });

  it("keeps OneTrust's other fields when it saves over its cookie", async () => {
    const onetrust = encodeURIComponent(
      'isGpcEnabled=0&datestamp=Tue+Jun+04+2024&groups=C0001:1,C0002:0,C0003:1,C0004:0&interactionCount=1',
    );
    const cookies = jar(`ConsentCookie=${onetrust}`);
    const store = createConsentStore({ settings, cookies, location: https, confirm: async () => undefined });
    await store.save({ allowPerformance: true, allowTargeting: true });
    expect(cookies.written[0]?.split(';')[0]).toBe(
      `ConsentCookie=${encodeURIComponent('isGpcEnabled=0&datestamp=Tue+Jun+04+2024&groups=C0001:1,C0002:1,C0003:1,C0004:1&interactionCount=2')}`,
    );
  });

  it('saves: stores the choices, sets the consent cookie, tells the server, then marks consent as no longer required', async () => {
    const cookies = jar();
    const steps: string[] = [];
    const store = createConsentStore({
      settings,
      rootDomain: 'example.com',
      cookies,
      location: https,
      confirm: async () => {
        steps.push(
          `confirm with cookie ${cookies.written.length === 1 ? 'set' : 'missing'}, required=${store.getState().required}`,
        );
      },
    });
    await store.save({ allowPerformance: true, allowTargeting: false });
    expect(cookies.written).toEqual([
      'ConsentCookie=groups%3DC0001%3A1%2CC0002%3A1%2CC0004%3A0; Max-Age=31536000; Domain=example.com; Path=/; SameSite=Lax; Secure',
    ]);
    expect(steps).toEqual(['confirm with cookie set, required=true']);
    expect(store.getState()).toEqual({
      choices: { allowPerformance: true, allowTargeting: false },
      required: false,
      status: 'saved',
      explicit: true,
    });
  });

  it('honours the choices even when telling the server fails, and reports the failure', async () => {
    const reports: unknown[] = [];
    const store = createConsentStore({
      settings,
      cookies: jar(),
      location: https,
      confirm: async () => {
        throw new Error('down');
      },
      reporter: { report: (e) => void reports.push(e) },
    });
    await store.save({ allowPerformance: false, allowTargeting: true });
    expect(store.getState()).toEqual({
      choices: { allowPerformance: false, allowTargeting: true },
      required: false,
      status: 'saved-locally',
      explicit: true,
    });
    expect(reports).toHaveLength(1);
  });
});

describe('consent cookie attributes (spec 9: 365 days, SameSite Lax, parent domain, Secure on https)', () => {
  it.each([
    ['www.example.com', 'example.com', 'example.com'],
    ['www.example.com', undefined, 'example.com'],
    ['app.eu.example.com', 'example.com', 'example.com'],
    ['example.com', 'example.com', 'example.com'],
    ['shop.example.co.uk', 'example.co.uk', 'example.co.uk'],
    ['localhost', undefined, undefined],
    ['127.0.0.1', undefined, undefined],
    ['www.other.example', 'example.com', 'other.example'],
  ])('host %s with root_domain %p is set on %p', (host, root, expected) => {
    expect(cookieDomain(host, root)).toBe(expected);
  });

  it.each([
    ['https:', true],
    ['http:', false],
  ])('on %s Secure is %s', (protocol, secure) => {
    const attributes = consentCookieAttributes({ hostname: 'www.example.com', protocol });
    expect(attributes).toEqual({
      maxAgeSeconds: 365 * 86400,
      domain: 'example.com',
      path: '/',
      sameSite: 'Lax',
      secure,
    });
  });

  it('writes a host-only cookie on localhost', () => {
    expect(serializeCookie('c', 'v', consentCookieAttributes({ hostname: 'localhost', protocol: 'http:' }))).toBe(
      'c=v; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});

describe('Global Privacy Control', () => {
  it.each<[string, string, boolean, { allowPerformance: boolean; allowTargeting: boolean }]>([
    [
      'no cookie, consent not required, GPC on: targeting refused',
      '',
      false,
      { allowPerformance: true, allowTargeting: false },
    ],
    [
      'no cookie, consent not required, GPC off: both assumed',
      '',
      true,
      { allowPerformance: true, allowTargeting: true },
    ],
    [
      'a choice OneTrust assumed (interactionCount=0), GPC on: targeting refused',
      `ConsentCookie=${encodeURIComponent('groups=C0001:1,C0002:1,C0004:1&interactionCount=0')}`,
      false,
      { allowPerformance: true, allowTargeting: false },
    ],
    [
      'an explicit choice, GPC on: the choice stands',
      'ConsentCookie=groups=C0001:1,C0002:1,C0004:1',
      false,
      { allowPerformance: true, allowTargeting: true },
    ],
  ])('%s', (_name, cookie, gpcOff, choices) => {
    const store = createConsentStore({
      settings: { ...settings, ms_cookie_consent_required: false },
      cookies: jar(cookie),
      location: https,
      confirm: async () => undefined,
      globalPrivacyControl: !gpcOff,
    });
    expect(store.getState().choices).toEqual(choices);
  });

  it("a save under GPC is the visitor's explicit choice", async () => {
    const store = createConsentStore({
      settings,
      cookies: jar(),
      location: https,
      confirm: async () => undefined,
      globalPrivacyControl: true,
    });
    await store.save({ allowPerformance: true, allowTargeting: true });
    expect(store.getState()).toMatchObject({ explicit: true, choices: { allowTargeting: true } });
  });
});

describe('gating third parties by consent group', () => {
  it('starts at once when the group is already allowed', () => {
    const store = createConsentStore({
      settings,
      cookies: jar('ConsentCookie=groups=C0001:1,C0002:1,C0004:0'),
      location: https,
      confirm: async () => undefined,
    });
    const started: string[] = [];
    whenConsented(store, 'performance', () => {
      started.push('analytics');
    });
    whenConsented(store, 'targeting', () => {
      started.push('ads');
    });
    expect(started).toEqual(['analytics']);
  });

  it('starts once, when the visitor allows the group', async () => {
    const store = createConsentStore({ settings, cookies: jar(), location: https, confirm: async () => undefined });
    const started: string[] = [];
    whenConsented(store, 'targeting', () => {
      started.push('ads');
    });
    await store.save({ allowPerformance: true, allowTargeting: false });
    expect(started).toEqual([]);
    await store.save({ allowPerformance: true, allowTargeting: true });
    await store.save({ allowPerformance: false, allowTargeting: true });
    expect(started).toEqual(['ads']);
  });

  it('can be cancelled before consent arrives', async () => {
    const store = createConsentStore({ settings, cookies: jar(), location: https, confirm: async () => undefined });
    const started: string[] = [];
    const cancel = whenConsented(store, 'performance', () => {
      started.push('analytics');
    });
    cancel();
    await store.save({ allowPerformance: true, allowTargeting: true });
    expect(started).toEqual([]);
  });

  it('stops what it started when consent is withdrawn, and starts again on a new grant', async () => {
    const store = createConsentStore({ settings, cookies: jar(), location: https, confirm: async () => undefined });
    const log: string[] = [];
    whenConsented(store, 'performance', () => {
      log.push('start');
      return () => log.push('stop');
    });
    await store.save({ allowPerformance: true, allowTargeting: false });
    await store.save({ allowPerformance: true, allowTargeting: true });
    await store.save({ allowPerformance: false, allowTargeting: true });
    await store.save({ allowPerformance: true, allowTargeting: true });
    expect(log).toEqual(['start', 'stop', 'start']);
  });

  it('its cancel function also stops what was started', () => {
    const store = createConsentStore({
      settings,
      cookies: jar('ConsentCookie=groups=C0001:1,C0002:1,C0004:0'),
      location: https,
      confirm: async () => undefined,
    });
    const log: string[] = [];
    const cancel = whenConsented(store, 'performance', () => {
      log.push('start');
      return () => log.push('stop');
    });
    cancel();
    cancel();
    expect(log).toEqual(['start', 'stop']);
  });

  it('never starts targeting code under GPC without an explicit choice', () => {
    const store = createConsentStore({
      settings: { ...settings, ms_cookie_consent_required: false },
      cookies: jar(),
      location: https,
      confirm: async () => undefined,
      globalPrivacyControl: true,
    });
    const started: string[] = [];
    whenConsented(store, 'targeting', () => {
      started.push('ads');
    });
    whenConsented(store, 'performance', () => {
      started.push('analytics');
    });
    expect(started).toEqual(['analytics']);
  });
});

describe('useConsent', () => {
  it('re-renders with the saved choices', async () => {
    const store = createConsentStore({ settings, cookies: jar(), location: https, confirm: async () => undefined });
    function Probe() {
      const { choices, required } = useConsent(store);
      return (
        <button type="button" onClick={() => void store.save({ allowPerformance: true, allowTargeting: false })}>
          {`performance ${choices.allowPerformance ? 'on' : 'off'}, ${required ? 'required' : 'done'}`}
        </button>
      );
    }
    render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent('performance off, required');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(await screen.findByRole('button', { name: 'performance on, done' })).toBeInTheDocument();
  });
});
