/** @jest-environment node */
// The browser side of compiled messages: a bundle that translates with
// createCompiledTranslator, built with the app's browser alias of @formatjs/icu-messageformat-parser
// to its no-parser build, holds no ICU parser and still formats what compileMessages made.
// The app's own build is checked for the same markers by the size budgets (tools/bench).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { compileMessages } from './catalogue-translator.ts';

const libRoot = join(__dirname, '..');
const requireFromLib = createRequire(join(libRoot, 'package.json'));
const parserDir = dirname(requireFromLib.resolve('@formatjs/icu-messageformat-parser'));
const skeletonDir = dirname(requireFromLib.resolve('@formatjs/icu-skeleton-parser', { paths: [parserDir] }));

/**
 * Strings only the ICU parsers' code contains: an error kind of the message parser and an error of
 * the number skeleton parser (the part that carries CLDR data). The app's bundle check looks for these.
 */
const ICU_PARSER_MARKERS = ['EXPECT_ARGUMENT_CLOSING_BRACE', 'Number skeleton cannot be empty'] as const;

/** The app's browser alias (apps/shell/next.config.mjs, turbopack.resolveAlias). */
const BROWSER_ALIAS = { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' };

async function bundle(alias: Record<string, string>): Promise<string> {
  const result = await build({
    stdin: {
      contents: "export { createCompiledTranslator } from './src/compiled-translator.ts';",
      resolveDir: libRoot,
      sourcefile: 'entry.ts',
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'i18n',
    target: 'es2022',
    conditions: ['@therapy-shell/source'],
    alias,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('compiled messages in a browser bundle', () => {
  it('has markers that are in the parsers and not in the no-parser build', () => {
    expect(readFileSync(join(parserDir, 'index.js'), 'utf8')).toContain(ICU_PARSER_MARKERS[0]);
    expect(readFileSync(join(skeletonDir, 'index.js'), 'utf8')).toContain(ICU_PARSER_MARKERS[1]);
    const noParser = readFileSync(join(parserDir, 'no-parser.js'), 'utf8');
    for (const marker of ICU_PARSER_MARKERS) expect(noParser).not.toContain(marker);
  });

  it('bundles the parser without the alias (proof the markers see it)', async () => {
    const code = await bundle({});
    for (const marker of ICU_PARSER_MARKERS) expect(code).toContain(marker);
  }, 30_000);

  it('holds no ICU parser with the alias, is smaller, and formats compiled messages', async () => {
    const [withParser, code] = await Promise.all([bundle({}), bundle(BROWSER_ALIAS)]);
    for (const marker of ICU_PARSER_MARKERS) expect(code).not.toContain(marker);
    // The parser and its CLDR data are most of intl-messageformat's weight (about 7 kB gzip).
    expect(gzipSync(withParser).length - gzipSync(code).length).toBeGreaterThan(5_000);

    const messages = JSON.parse(JSON.stringify(compileMessages('fr', { 'nav.home': "Page d''accueil" })));
    const sandbox: {
      i18n?: {
        createCompiledTranslator: (
          language: string,
          messages: unknown,
          options: object,
        ) => (key: string, values?: object) => string;
      };
    } = {};
    runInNewContext(code, sandbox);
    const t = sandbox.i18n?.createCompiledTranslator('fr', messages, {
      onMissing: () => undefined,
      onError: () => undefined,
    });
    expect(t?.('nav.home')).toBe("Page d'accueil");
    expect(t?.('notifications.unread', { count: 1234 })).toBe('1\u202f234 notifications non lues');
    expect(t?.('footer.copyright', { year: 2026, productName: 'Acme' })).toBe('© 2026 Acme. Tous droits réservés.');
  }, 30_000);
});
