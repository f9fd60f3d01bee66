import { testChromium } from './chromium.cjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

describe('testChromium: the browser the tests drive', () => {
  it('takes CHROMIUM_PATH when it exists', () => {
    expect(testChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('finds nothing when CHROMIUM_PATH names a missing file, rather than silently using another', () => {
    const installed = (path: string) => path !== '/nonexistent/chromium';
    expect(testChromium({ CHROMIUM_PATH: '/nonexistent/chromium' }, installed)).toBeUndefined();
  });

  it.each<[string, string[], string | undefined]>([
    ['both installed: the headless shell', [HEADLESS_SHELL, CHROMIUM], HEADLESS_SHELL],
    ['only chromium: chromium', [CHROMIUM], CHROMIUM],
    ['only the headless shell: the headless shell', [HEADLESS_SHELL], HEADLESS_SHELL],
    ['neither: none', [], undefined],
  ])('without CHROMIUM_PATH, %s', (_, installed, expected) => {
    expect(testChromium({}, (path) => installed.includes(path))).toBe(expected);
  });
});
