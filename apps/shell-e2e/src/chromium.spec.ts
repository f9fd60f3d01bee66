import { findChromium } from './chromium.ts';

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH when it exists', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('finds nothing when CHROMIUM_PATH names a missing file, rather than silently using another', () => {
    expect(findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).toBeUndefined();
  });
});
