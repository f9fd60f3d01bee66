import fc from 'fast-check';
import { TEMPLATE_NAMES } from './constants.ts';
import { deviceFlags, isTemplateName, queryValue } from './page-context.ts';

describe('page templates (spec 2.4)', () => {
  it.each([
    'GetStarted',
    'ContactUs',
    'MoodTrackerReport',
    'MoodTrackerOnboarding',
    'MoodTrackerSettings',
    'VoiceMessage',
    'CreateANewPin',
    'Psychiatry & medication',
  ])('knows the template %s', (name) => expect(isTemplateName(name)).toBe(true));

  it.each(['getstarted', 'MoodTracker', '', 7])('rejects %p as a template name', (name) => {
    expect(isTemplateName(name)).toBe(false);
  });

  it('lists every template once (HealthData appears twice in the spec)', () => {
    expect(new Set(TEMPLATE_NAMES).size).toBe(TEMPLATE_NAMES.length);
  });
});

describe('deviceFlags (spec 3.1 session flags)', () => {
  it('maps every session flag', () => {
    expect(
      deviceFlags({
        is_mobile: true,
        is_android: true,
        is_android_app: true,
        is_ios: true,
        is_ios_app: true,
        is_app: true,
        is_chrome: true,
      }),
    ).toEqual({
      isMobile: true,
      isAndroid: true,
      isAndroidApp: true,
      isIos: true,
      isIosApp: true,
      isApp: true,
      isChrome: true,
    });
  });

  it('reads absent flags as false', () => {
    expect(Object.values(deviceFlags({}))).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('queryValue', () => {
  it.each([
    [{ go: 'true' }, 'true'],
    [{ go: ['true', 'false'] }, 'true'],
    [{ go: [] as string[] }, undefined],
    [{ go: undefined }, undefined],
    [{}, undefined],
  ])('reads go from %o as %p', (query, expected) => {
    expect(queryValue(query, 'go')).toBe(expected);
  });

  it('does not read inherited object keys', () => {
    expect(queryValue({}, 'toString')).toBeUndefined();
  });
});

describe('queryValue with hostile query strings (property)', () => {
  it('never throws and gives a string or undefined, whatever the parsed query', () => {
    const queryArb = fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined)));
    fc.assert(
      fc.property(queryArb, fc.string(), (query, name) => {
        const value = queryValue(query, name);
        return value === undefined || typeof value === 'string';
      }),
      { numRuns: 500 },
    );
  });

  it('does not read inherited properties such as __proto__ or constructor', () => {
    expect(queryValue({}, '__proto__')).toBeUndefined();
    expect(queryValue({}, 'constructor')).toBeUndefined();
    expect(queryValue(JSON.parse('{"__proto__":"x"}') as Record<string, string>, '__proto__')).toBe('x');
  });
});
