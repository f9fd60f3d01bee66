import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { attributeCode, mappedSpans, type SourceMap } from './source-map.ts';

describe('mappedSpans', () => {
  it('runs each segment to the next one on its line, the last one to the end of the line', () => {
    const code = 'abcdef\nghij';
    // line 0: col 0 -> a.ts, col 3 -> b.ts; line 1: col 2 -> a.ts
    const map: SourceMap = { version: 3, sources: ['a.ts', 'b.ts'], names: [], mappings: 'AAAA,GCAA;EDAA' };
    expect(mappedSpans(code, map)).toEqual([
      { start: 0, end: 3, source: 'a.ts' },
      { start: 3, end: 6, source: 'b.ts' },
      { start: 9, end: 11, source: 'a.ts' },
    ]);
  });

  it('leaves text before the first segment and segments without a source unmapped', () => {
    const code = '0123456789';
    const map: SourceMap = { version: 3, sources: ['a.ts'], names: [], mappings: 'EAAA,E' };
    expect(attributeCode(code, map)).toEqual({ total: 10, unmapped: 8, bySource: new Map([['a.ts', 2]]) });
  });

  it('reads index maps: sections are shifted by their offsets and end where the next section starts', () => {
    const code = 'aaaabbbb\ncc';
    const map: SourceMap = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' } },
        { offset: { line: 0, column: 4 }, map: { version: 3, sources: ['b.ts'], names: [], mappings: 'AAAA;AAAA' } },
      ],
    };
    const { bySource, unmapped } = attributeCode(code, map);
    expect(Object.fromEntries(bySource)).toEqual({ 'a.ts': 4, 'b.ts': 6 });
    expect(unmapped).toBe(1); // the newline
  });

  it('prefixes sources with the sourceRoot', () => {
    const map: SourceMap = { version: 3, sourceRoot: 'webpack://lib/', sources: ['x.ts'], names: [], mappings: 'AAAA' };
    expect(mappedSpans('x', map)).toEqual([{ start: 0, end: 1, source: 'webpack://lib/x.ts' }]);
  });

  it("agrees with esbuild's own per-input byte counts on a real minified bundle", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-sm-'));
    try {
      writeFileSync(
        join(dir, 'big.js'),
        `export function big(n) { let s = ''; for (let i = 0; i < n; i++) s += String.fromCharCode(65 + (i % 26)) + '${'x'.repeat(400)}'; return s; }\n`,
      );
      writeFileSync(join(dir, 'small.js'), 'export const small = (a, b) => a * b + 1;\n');
      writeFileSync(
        join(dir, 'entry.js'),
        "import { big } from './big.js';\nimport { small } from './small.js';\nconsole.log(big(3), small(2, 3));\n",
      );
      const result = buildSync({
        entryPoints: [join(dir, 'entry.js')],
        bundle: true,
        minify: true,
        format: 'esm',
        sourcemap: 'external',
        outdir: join(dir, 'out'),
        write: false,
        metafile: true,
        absWorkingDir: dir,
      });
      const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
      const map = result.outputFiles.find((f) => f.path.endsWith('.js.map'));
      if (!js || !map) throw new Error('esbuild wrote no bundle or map');
      const { bySource, total } = attributeCode(js.text, JSON.parse(map.text) as SourceMap);
      const expected = Object.values(result.metafile.outputs).flatMap((o) => Object.entries(o.inputs));
      expect(expected.map(([input]) => input).sort()).toEqual(['big.js', 'entry.js', 'small.js']);
      for (const [input, { bytesInOutput }] of expected) {
        const attributed = [...bySource].find(([source]) => source.endsWith(input.split('/').pop() ?? input))?.[1] ?? 0;
        expect(Math.abs(attributed - bytesInOutput)).toBeLessThanOrEqual(Math.max(8, bytesInOutput * 0.1));
      }
      expect(total).toBe(js.text.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
