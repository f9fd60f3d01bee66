/** @jest-environment node */
// The browser side of compiled messages: a bundle that translates with createCompiledTranslator
// holds neither intl-messageformat nor an ICU parser, and still formats what compileMessages made.
// The app's own build is checked for the parser's markers by the size budgets (tools/bench).
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

/** A string only intl-messageformat's own code contains (its FormatError). */
const INTL_MESSAGEFORMAT_MARKER = 'formatjs Error';

async function bundle(entry: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: entry,
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

  it('finds the markers in a bundle of the server-side translator (proof the markers see them)', async () => {
    const code = await bundle("export { createTranslator } from './src/catalogue-translator.ts';");
    for (const marker of [...ICU_PARSER_MARKERS, INTL_MESSAGEFORMAT_MARKER]) expect(code).toContain(marker);
  }, 30_000);

  it('holds neither intl-messageformat nor an ICU parser, is small, and formats compiled messages', async () => {
    const code = await bundle("export { createCompiledTranslator } from './src/compiled-translator.ts';");
    for (const marker of [...ICU_PARSER_MARKERS, INTL_MESSAGEFORMAT_MARKER]) expect(code).not.toContain(marker);
    // The translator with its formatter is about 1.8 kB gzip; with intl-messageformat's formatting
    // (and the no-parser alias) it was 3.4 kB.
    expect(gzipSync(code).length).toBeLessThan(2_000);

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
