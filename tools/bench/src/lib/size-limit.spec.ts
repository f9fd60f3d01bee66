import { CHECK_NAMES, parseSizeLimit, sizeCheck } from './size-limit.ts';

describe('parseSizeLimit', () => {
  it('reads the checks of `size-limit --json` by name, failed ones too', () => {
    const checks = parseSizeLimit(
      JSON.stringify([
        { name: 'import request', passed: true, size: 3540, sizeLimit: 3948 },
        { name: 'service worker /_shell/sw.js', passed: false, size: 12_001, sizeLimit: 12_000 },
      ]),
    );
    expect(sizeCheck(checks, CHECK_NAMES.import('request'))).toEqual({
      name: 'import request',
      size: 3540,
      sizeLimit: 3948,
      passed: true,
    });
    expect(sizeCheck(checks, CHECK_NAMES.worker('/_shell/sw.js')).passed).toBe(false);
  });

  it.each([
    ['no output', ''],
    ['a message instead of JSON', 'Error: no build of brand "main"'],
    ['a check without a size', '[{"name":"import request","passed":true}]'],
  ])('refuses %s, saying what it got', (_what, stdout) => {
    expect(() => parseSizeLimit(stdout)).toThrow(/size-limit printed/);
  });
});

describe('sizeCheck', () => {
  it('names the checks there are when one is missing', () => {
    const checks = parseSizeLimit('[{"name":"import request","passed":true,"size":1,"sizeLimit":2}]');
    expect(() => sizeCheck(checks, CHECK_NAMES.firstLoad('/', 'main'))).toThrow(
      'size-limit has no check named "first-load JS of /, brand main" (it has: import request): see .size-limit.mjs.',
    );
  });
});
