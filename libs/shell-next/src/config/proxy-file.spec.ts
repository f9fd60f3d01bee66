/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHELL_PROXY_MATCHER } from '../common/proxy-matcher.ts';
import { proxyFileProblem } from './proxy-file.ts';

// withShell() stops the build when the app's proxy.ts would not let the shell's paths through.
describe("withShell's check of the app's proxy file", () => {
  let app: string;
  const written = SHELL_PROXY_MATCHER.replace(/\\/g, '\\\\');
  beforeEach(() => {
    app = mkdtempSync(join(tmpdir(), 'shell-proxy-file-'));
    writeFileSync(join(app, 'next.config.mjs'), 'export default {};\n');
  });
  afterEach(() => rmSync(app, { recursive: true, force: true }));

  it.each<[string, string, string, RegExp | undefined]>([
    ['the shell matcher in single quotes', 'proxy.ts', `export const config = { matcher: ['${written}'] };`, undefined],
    [
      'the shell matcher in double quotes, beside one of its own',
      'proxy.ts',
      `export const config = { matcher: ["${written}", '/mine'] };`,
      undefined,
    ],
    [
      'the shell matcher in src/proxy.js',
      'src/proxy.js',
      `export const config = { matcher: ['${written}'] };`,
      undefined,
    ],
    [
      'an older matcher list',
      'proxy.ts',
      `export const config = { matcher: ['/api/:path*', '/_shell/sw.js'] };`,
      /proxy\.ts's config\.matcher does not include the shell's matcher/,
    ],
    ['no proxy file', '', '', /the app has no proxy\.ts/],
  ])('%s', (_case, file, source, problem) => {
    if (file) {
      mkdirSync(join(app, 'src'), { recursive: true });
      writeFileSync(join(app, file), source);
    }
    const found = proxyFileProblem(app);
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeUndefined();
  });

  it('names the line to paste', () => {
    expect(proxyFileProblem(app)).toContain(`export const config = { matcher: ['${written}'] };`);
  });

  it('checks nothing where there is no next.config (a test, a tool)', () => {
    rmSync(join(app, 'next.config.mjs'));
    expect(proxyFileProblem(app)).toBeUndefined();
  });
});
