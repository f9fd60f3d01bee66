import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseOptions } from './options.ts';

describe('parseOptions', () => {
  // The one-line-change build edits this file: one that a refactor removed stopped the whole run.
  it('names a library file that exists for the one-line-change build', () => {
    expect(existsSync(join(__dirname, '..', '..', '..', '..', parseOptions([]).changeFile))).toBe(true);
  });

  it('runs every part with the documented load settings by default', () => {
    expect(parseOptions([])).toMatchObject({
      parts: ['build', 'size', 'browser', 'ssr', 'rss', 'headers', 'lighthouse', 'app'],
      connections: 20,
      durationSeconds: 8,
      rounds: 5,
      rssRequests: 10_000,
      brands: undefined,
      fresh: false,
      out: 'dist/bench',
    });
  });

  it('writes the report to dist/bench, to the committed baseline in bench/ with --baseline, or to --out', () => {
    expect(parseOptions(['--baseline']).out).toBe('bench');
    expect(parseOptions(['--out=tmp/bench-run']).out).toBe('tmp/bench-run');
  });

  it('takes --only and --skip (in the fixed order of the parts) and numbers', () => {
    expect(parseOptions(['--only=ssr,size']).parts).toEqual(['size', 'ssr']);
    expect(parseOptions(['--skip=build,lighthouse']).parts).toEqual([
      'size',
      'browser',
      'ssr',
      'rss',
      'headers',
      'app',
    ]);
    expect(parseOptions(['--only=app']).parts).toEqual(['app']);
    expect(parseOptions(['--rounds=3', '--duration=10', '--brands=main,faith'])).toMatchObject({
      rounds: 3,
      durationSeconds: 10,
      brands: ['main', 'faith'],
    });
  });

  it('refuses unknown parts, options and bad numbers with the reason', () => {
    expect(() => parseOptions(['--only=size,speed'])).toThrow(
      '--only: unknown part speed. Parts: build, size, browser, ssr, rss, headers, lighthouse, app.',
    );
    expect(() => parseOptions(['--rounds=0'])).toThrow('--rounds must be a positive whole number, got "0".');
    expect(() => parseOptions(['--fast'])).toThrow('Unknown option "--fast".');
  });
});
