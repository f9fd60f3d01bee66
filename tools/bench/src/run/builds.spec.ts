import { nxCacheSummary, parseBrandTimes } from './builds.ts';

describe('parseBrandTimes', () => {
  it("reads build:brands' per-brand lines", () => {
    const output =
      'x\nbuild:brands: brand "main" built in 30.4 s\nnoise\nbuild:brands: brand "faith" built in 29.6 s\n';
    expect(parseBrandTimes(output)).toEqual({ main: 30.4, faith: 29.6 });
  });
});

describe('nxCacheSummary', () => {
  it("keeps Nx's summary lines without colours", () => {
    const esc = String.fromCharCode(27);
    const output = `${esc}[32m NX   Successfully ran target build for project shell and 6 tasks it depends on${esc}[39m\n\nNx read the output from the cache instead of running the command for 4 out of 7 tasks.\n`;
    expect(nxCacheSummary(output)).toBe(
      'NX   Successfully ran target build for project shell and 6 tasks it depends on Nx read the output from the cache instead of running the command for 4 out of 7 tasks.',
    );
  });
});
