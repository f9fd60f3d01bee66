import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import fc from 'fast-check';
import {
  backendContract,
  BackendDataError,
  contractProblems,
  CONTRACT,
  parseSessionUser,
  plainCheck,
  parseSiteConfig,
  parseTranslations,
  type BackendDrift,
} from './schemas.ts';

const config = { product_code_name: 'main', product_name: 'Acme Therapy', features: { advice: true } };

/** The answer read, and the fields reported as drifted. */
function read<T>(parse: (data: unknown, onDrift: (drift: BackendDrift) => void) => T, data: unknown) {
  const drifts: string[] = [];
  const value = parse(data, (drift) => drifts.push(drift.field));
  return { value, drifts };
}

describe('reading backend answers tolerantly (DESIGN.md section 5)', () => {
  it('reads a client session with every field the shell reads, without drift', () => {
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
    expect(read(parseSessionUser, session)).toEqual({ value: session, drifts: [] });
  });

  it.each([
    ['a numeric string id', { id: '42', user_type: 'client' }, { id: 42, user_type: 'client' }, []],
    [
      'a numeric string counselor id',
      { id: 1, user_type: 'client', counselor_id: '7' },
      { id: 1, user_type: 'client', counselor_id: 7 },
      [],
    ],
    ['a new stage', { id: 1, user_type: 'client', stage: 'gold' }, { id: 1, user_type: 'client' }, ['stage']],
    [
      'a geo country of null',
      { id: 1, user_type: 'client', geo_country: null },
      { id: 1, user_type: 'client' },
      ['geo_country'],
    ],
    [
      'a flag that is text',
      { id: 1, user_type: 'client', show_impressum: 'yes' },
      { id: 1, user_type: 'client' },
      ['show_impressum'],
    ],
    [
      'a 10 kB geo country',
      { id: 1, user_type: 'client', geo_country: 'x'.repeat(10_000) },
      { id: 1, user_type: 'client' },
      ['geo_country'],
    ],
    [
      'a country without id',
      { id: 1, user_type: 'client', country: { isEuropeanUnionMember: true } },
      { id: 1, user_type: 'client' },
      ['country.countryId'],
    ],
    [
      'a field the contract does not know',
      { id: -1, user_type: 'logged_out_user', extra: 'x' },
      { id: -1, user_type: 'logged_out_user' },
      ['extra'],
    ],
    [
      'an unknown user type (fails closed: logged out)',
      { id: 9, user_type: 'admin' },
      { id: -1, user_type: 'logged_out_user' },
      ['user_type'],
    ],
  ] as const)('a session with %s: default used, drift reported', (_case, data, value, drifts) => {
    expect(read(parseSessionUser, data)).toEqual({ value, drifts });
  });

  it.each([
    ['no user type', { id: 1 }, 'user_type'],
    ['no id', { user_type: 'client' }, 'id'],
    ['an id that is not a number', { id: 'abc', user_type: 'client' }, 'id'],
    ['an array', [], '(root)'],
    ['null', null, '(root)'],
  ])('refuses a session with %s (a required field), naming the field', (_case, data, field) => {
    expect(() => parseSessionUser(data)).toThrow(
      expect.objectContaining({ name: 'BackendDataError', field, endpoint: '/api/session' }),
    );
  });

  it('reads a site config without drift', () => {
    expect(read(parseSiteConfig, config)).toEqual({ value: config, drifts: [] });
  });

  const consent = {
    cookie_name_ms_cookie_test: 'OptanonConsent',
    performance_setting: 'C0002',
    targeting_setting: 'C0004',
    ms_cookie_consent_required: true,
  };
  it.each([
    [
      'a product name of 201 characters',
      { ...config, product_name: 'x'.repeat(201) },
      { ...config, product_name: '' },
      ['product_name'],
    ],
    ['an empty product name', { ...config, product_name: '' }, { ...config, product_name: '' }, ['product_name']],
    ['site_id "12"', { ...config, site_id: '12' }, { ...config, site_id: 12 }, []],
    [
      'features: null',
      { ...config, features: null },
      { product_code_name: 'main', product_name: 'Acme Therapy' },
      ['features'],
    ],
    ['socket: null', { ...config, socket: null }, config, ['socket']],
    ['error_logging: null', { ...config, error_logging: null }, config, ['error_logging']],
    [
      'a feature that is text',
      { ...config, features: { advice: 'on' } },
      { ...config, features: {} },
      ['features.advice'],
    ],
    ['a socket without its key', { ...config, socket: { cluster: 'eu' } }, config, ['socket.api_key']],
    ['sibling sites that are not a list', { ...config, sites_fqdn: 'a.example' }, config, ['sites_fqdn']],
    [
      'a consent cookie name that could inject cookie attributes',
      {
        ...config,
        tracking: { ms_cookie_consent_settings: { ...consent, cookie_name_ms_cookie_test: 'a; Domain=evil.example' } },
      },
      { ...config, tracking: {} },
      ['tracking.ms_cookie_consent_settings.cookie_name_ms_cookie_test'],
    ],
    ['a field the contract does not know', { ...config, something_new: 1 }, config, ['something_new']],
  ] as const)('a site config with %s: default used, drift reported', (_case, data, value, drifts) => {
    expect(read(parseSiteConfig, data)).toEqual({ value, drifts });
  });

  it.each([
    ['no product code', { product_name: 'Acme' }, 'product_code_name'],
    ['a product code that is a number', { product_code_name: 3, product_name: 'Acme' }, 'product_code_name'],
  ])('refuses a site config with %s (the required field), naming it', (_case, data, field) => {
    expect(() => parseSiteConfig(data)).toThrow(
      expect.objectContaining({ name: 'BackendDataError', field, endpoint: '/api/site-config' }),
    );
  });

  it.each([
    ['texts by key', { 'footer.label': 'Fußzeile' }, { 'footer.label': 'Fußzeile' }, []],
    ['a value 42', { 'footer.label': 42, 'nav.home': 'Start' }, { 'nav.home': 'Start' }, ['footer.label']],
    ['a value null', { 'footer.label': null }, {}, ['footer.label']],
    ['an array', [], {}, ['(root)']],
    ['null', null, {}, ['(root)']],
    ['a 10 kB text', { 'footer.label': 'x'.repeat(10_000) }, {}, ['footer.label']],
  ] as const)('translations with %s: the shell text is used where a value drifted', (_case, data, value, drifts) => {
    expect(read(parseTranslations, data)).toEqual({ value, drifts });
  });

  it('names a drifted field without its value, and cuts a made-up field name', () => {
    const { drifts } = read(parseSiteConfig, { ...config, ['k'.repeat(500)]: 'secret-value' });
    expect(drifts).toEqual([`${'k'.repeat(64)}…`]);
    expect(JSON.stringify(drifts)).not.toContain('secret-value');
  });

  it('never throws anything but a BackendDataError, whatever the answer (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const parse of [parseSessionUser, parseSiteConfig, parseTranslations]) {
          try {
            parse(data);
          } catch (error) {
            if (!(error instanceof BackendDataError)) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  // The session's flags are checked without zod (the answer is read on every page): the same answers
  // as zod's boolean must pass, and every other value drift and be left out.
  it.each([
    [true, true],
    [false, true],
    ['true', false],
    [1, false],
    [0, false],
    [null, false],
    [[], false],
    [{}, false],
  ])('reads a session flag of %p as zod reads a boolean: kept %p', (value, kept) => {
    const session = { id: 7, user_type: 'client', is_mobile: value, is_chrome: true };
    const { value: read_, drifts } = read(parseSessionUser, session);
    expect(read_.is_mobile).toBe(kept ? value : undefined);
    expect('is_mobile' in read_).toBe(kept);
    expect(drifts).toEqual(kept ? [] : ['is_mobile']);
    expect(read_.is_chrome).toBe(true);
  });

  it('reads a required field that is missing or wrong as before: the error names it', () => {
    expect(() => parseSessionUser({ user_type: 'client' })).toThrow(BackendDataError);
    expect(() => parseSessionUser({ user_type: 'client' })).toThrow(/\bid\b/);
    expect(() => parseSessionUser({ id: { nested: true }, user_type: 'client' })).toThrow(/\bid\b/);
  });

  it('reads any mutation of an optional field as the default plus one drift report (property)', () => {
    const mutation = fc.oneof(
      fc.constant(null),
      fc.integer(),
      fc.constant('x'.repeat(10_000)),
      fc.constant([]),
      fc.object(),
    );
    const optionalFields = Object.keys(config)
      .filter((key) => key !== 'product_code_name')
      .concat(['site_id', 'fqdn', 'socket']);
    fc.assert(
      fc.property(fc.constantFrom(...optionalFields), mutation, (field, value) => {
        const { drifts } = read(parseSiteConfig, { ...config, [field]: value });
        // Every drift is within the mutated field (a mutated section may drift in several of its own
        // fields), and a value no field takes (a 10 kB string, null) always drifts.
        const within = drifts.every((drift) => drift === field || drift.startsWith(`${field}.`));
        const mustDrift = value === null || (typeof value === 'string' && value.length > 2048);
        return within && (!mustDrift || drifts.length === 1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the published contract', () => {
  it('has the JSON Schema of every answer the shell reads', () => {
    const contract = backendContract();
    expect(Object.keys(contract)).toEqual([
      'session',
      'siteConfig',
      'translations',
      'localeSelector',
      'unsubscribeAvailability',
      'withdrawalAvailability',
      'unsubscribe',
      'confirmCookieChoices',
      'presignupExperiments',
      'assignExperiments',
      'socketToken',
      'socketNotification',
      'pusherTrigger',
      'pusherAuthentication',
      'pusherAuthorization',
    ]);
    // What the schema cannot say is in the description a backend team reads.
    expect(contract['siteConfig']?.schema).toMatchObject({
      required: ['product_code_name'],
      properties: { product_code_name: { description: expect.stringContaining('the brand the app is built for') } },
    });
    expect(contract['session']?.schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      required: ['id', 'user_type'],
    });
    // A numeric id may come as a number or a numeric string.
    expect(contract['session']?.schema).toMatchObject({
      properties: { id: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?\\d{1,15}$' }] } },
    });
  });
});

describe('contractProblems', () => {
  it.each([
    ['session', { id: 42, user_type: 'client' }, []],
    ['session', { id: 42, user_type: 'client', stage: 'gold', extra: 1 }, ['stage', 'extra']],
    ['session', { user_type: 'client' }, ['id']],
    ['siteConfig', { product_code_name: 'main', product_name: 'Acme', features: null }, ['features']],
    ['translations', { 'nav.home': 'Start' }, []],
    ['translations', { 'nav.home': 3 }, ['nav.home']],
    [
      'localeSelector',
      { languages: [{ language: 'de', language_readable: 'Deutsch' }], show_language_selector: true },
      [],
    ],
    ['localeSelector', { languages: 'de', show_language_selector: 'yes' }, ['languages', 'show_language_selector']],
    ['unsubscribeAvailability', { show_cancel_subscription: false }, []],
    ['withdrawalAvailability', { show_withdrawal: 1 }, ['show_withdrawal']],
    ['assignExperiments', { FF_TREEHOUSE: 'variant_a', OTHER: null }, []],
    ['socketToken', { socket_auth_token: '' }, ['socket_auth_token']],
    ['pusherAuthorization', { auth: 'key:sig' }, []],
    ['unsubscribe', { status: 'success', message: 'Done' }, []],
    ['unsubscribe', { status: 1, message: null }, ['status', 'message']],
    ['confirmCookieChoices', { status: 'success' }, []],
    ['pusherTrigger', 'anything', []],
  ] as const)('%s %j: %j', (answer, data, problems) => {
    expect(contractProblems(answer, data)).toEqual(problems);
  });

  it('refuses an answer the contract does not name', () => {
    expect(() => contractProblems('nope', {})).toThrow('contractProblems: no answer named "nope" in the contract');
  });
});

describe('the checks that take a field without zod', () => {
  // Every field of every object answer of the contract, nested objects included.
  function fields(shape: Record<string, z.ZodType>, path = ''): [string, z.ZodType][] {
    return Object.entries(shape).flatMap(([key, schema]) => {
      let inner: z.ZodType = schema;
      while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
      const name = path ? `${path}.${key}` : key;
      return [
        [name, schema] as [string, z.ZodType],
        ...(inner instanceof z.ZodObject ? fields(inner.shape as Record<string, z.ZodType>, name) : []),
      ];
    });
  }
  const contractFields = Object.entries(CONTRACT).flatMap(([answer, { schema }]) =>
    schema instanceof z.ZodObject ? fields(schema.shape as Record<string, z.ZodType>, answer) : [],
  );
  const checked = contractFields.flatMap(([name, schema]) => {
    const check = plainCheck(schema);
    return check ? [[name, schema, check] as const] : [];
  });
  // Values near each kind of limit, beside arbitrary JSON and JavaScript values.
  const edges = fc.oneof(
    fc.constantFrom(null, undefined, '', '42', 'client', 'paying', 'PAYING', 0, -0, 1.5, NaN, Infinity),
    fc.constantFrom(2 ** 53 - 1, 2 ** 53, -(2 ** 53 - 1), -(2 ** 53), true, false, {}, [], 'x'.repeat(64)),
    fc.constantFrom(Object.create(null) as object, new Date(0), { a: 1 }, { a: { variant_name: 'x' } }, new Map()),
    fc.string({ maxLength: 600 }),
    fc.integer(),
    fc.double(),
    fc.jsonValue(),
    fc.anything(),
  );

  it('exist for the fields read on every page (booleans, enums, texts, integer ids)', () => {
    const names = checked.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'session.id',
        'session.user_type',
        'session.stage',
        'session.csrf_token',
        'session.geo_country',
        'session.is_mobile',
        'session.counselor_id',
        'siteConfig.product_code_name',
        'siteConfig.socket.ws_port',
      ]),
    );
    // A text with a pattern is zod's to read.
    expect(names).not.toContain('siteConfig.tracking.ms_cookie_consent_settings.cookie_name_ms_cookie_test');
    expect(names).toContain('session.post_signup_experiments');
  });

  it.each(checked.map(([name, schema, check]) => [name, schema, check]))(
    '%s: takes only what zod takes, as zod reads it',
    (_name, schema, check) => {
      fc.assert(
        fc.property(edges, (value) => {
          if (!check(value)) return true;
          const result = schema.safeParse(value);
          return result.success && isDeepStrictEqual(result.data, value);
        }),
        { numRuns: 400 },
      );
    },
  );

  it('leaves to zod what it must transform or refuse, so reading stays as before', () => {
    expect(read(parseSessionUser, { id: '42', user_type: 'client' }).value).toEqual({ id: 42, user_type: 'client' });
    expect(read(parseSessionUser, { id: 42, user_type: 'client', geo_country: 'x'.repeat(9) })).toEqual({
      value: { id: 42, user_type: 'client' },
      drifts: ['geo_country'],
    });
    expect(read(parseSessionUser, { id: 42, user_type: 'client', stage: null, counselor_id: 2 ** 53 })).toEqual({
      value: { id: 42, user_type: 'client', stage: null },
      drifts: ['counselor_id'],
    });
    expect(() => parseSessionUser({ id: 1.5, user_type: 'client' })).toThrow(BackendDataError);
    const experiments = { FF_A: { variant_name: 'b' }, FF_B: { variant_name: 7 } };
    expect(read(parseSessionUser, { id: 42, user_type: 'client', post_signup_experiments: experiments })).toEqual({
      value: { id: 42, user_type: 'client' },
      drifts: ['post_signup_experiments'],
    });
    expect(
      read(parseSessionUser, { id: 42, user_type: 'client', post_signup_experiments: { FF_A: { variant_name: 'b' } } })
        .value,
    ).toEqual({ id: 42, user_type: 'client', post_signup_experiments: { FF_A: { variant_name: 'b' } } });
  });
});
