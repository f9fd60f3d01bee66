import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fakeBuild } from '../testing/fake-build.ts';
import { firstLoadFiles, gzipSize, kB, measureFirstLoad, readBuildManifest } from './first-load.ts';

/** Gzip at level 9, as size-limit (npm test's size budgets) measures. */
const gzip9 = (text: string) => gzipSync(text, { level: 9 }).length;

describe('firstLoadFiles', () => {
  it('takes rootMainFiles, _app and the page, each file once, JavaScript and CSS apart', () => {
    const manifest = {
      rootMainFiles: ['static/chunks/root.js'],
      pages: {
        '/_app': ['static/chunks/root.js', 'static/chunks/app.js', 'static/chunks/app.css'],
        '/': ['static/chunks/index.js', 'static/chunks/root.js'],
        '/faq': ['static/chunks/faq.js'],
      },
    };
    expect(firstLoadFiles(manifest)).toEqual({
      js: ['static/chunks/root.js', 'static/chunks/app.js', 'static/chunks/index.js'],
      css: ['static/chunks/app.css'],
    });
  });

  it('names the pages there are when the page is missing', () => {
    expect(() => firstLoadFiles({ pages: { '/_app': [] } }, '/')).toThrow(
      'The build manifest has no page "/" (pages: /_app).',
    );
  });
});

describe('measureFirstLoad', () => {
  it('sums the gzip sizes of the first-load files of a build', () => {
    const app = 'console.log("app");'.repeat(50);
    const index = 'export default 1;';
    const dir = fakeBuild(
      {
        '/_app': ['static/chunks/app.js', 'static/chunks/app.css'],
        '/': ['static/chunks/index.js'],
        '/faq': ['static/chunks/faq.js'],
      },
      {
        'static/chunks/app.js': app,
        'static/chunks/index.js': index,
        'static/chunks/app.css': 'body{margin:0}',
        'static/chunks/faq.js': 'x'.repeat(999),
      },
    );
    try {
      const measured = measureFirstLoad(dir);
      expect(measured.jsGzip).toBe(gzip9(app) + gzip9(index));
      expect(measured.jsBytes).toBe(app.length + index.length);
      expect(measured.cssGzip).toBe(gzip9('body{margin:0}'));
      expect(measured.js.map((f) => f.file)).toEqual(['static/chunks/app.js', 'static/chunks/index.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says how to make a missing build', () => {
    expect(() => readBuildManifest('/nonexistent/.next-x')).toThrow('No Next.js build at /nonexistent/.next-x');
  });
});

describe('gzipSize and kB', () => {
  it('measure gzip bytes and print kilobytes of 1000 bytes', () => {
    expect(gzipSize('a'.repeat(10_000))).toBeLessThan(100);
    expect(kB(112_346)).toBe('112.3 kB');
    expect(kB(25_000)).toBe('25.0 kB');
  });
});
