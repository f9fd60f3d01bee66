// Attribution of a generated file's characters to the original sources of its source map. The map
// is read by @jridgewell/trace-mapping (Source Map v3; an index map's sections are flattened into
// one map, their sources resolved against each section's sourceRoot). A mapping segment covers the
// generated text from its column to the next segment, at most to the end of its line (so the last
// segment of a section ends where the next section's first segment starts). Text before a line's
// first segment, and segments without a source, are unmapped.
import { AnyMap, decodedMappings, type SectionedSourceMapInput } from '@jridgewell/trace-mapping';

/** A source map as a build writes it: a plain map, or an index map of sections. */
export type SourceMap = SectionedSourceMapInput;

/** Generated text from `start` (inclusive) to `end` (exclusive) and the source it comes from. */
export interface Span {
  readonly start: number;
  readonly end: number;
  readonly source: string | null;
}

/** Characters of a generated file per original source, and those of no source. */
export interface CharAttribution {
  readonly total: number;
  readonly unmapped: number;
  readonly bySource: ReadonlyMap<string, number>;
}

/** Offsets at which each line of `code` starts (line 0 at 0). */
function lineStarts(code: string): number[] {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Generated spans of `code` and the original source each comes from (null: no source).
 *
 * @example
 * mappedSpans('ab', { version: 3, sources: ['a.ts'], names: [], mappings: 'CAAA' }); // [{ start: 1, end: 2, source: 'a.ts' }]
 */
export function mappedSpans(code: string, map: SourceMap): Span[] {
  const traced = new AnyMap(map);
  const starts = lineStarts(code);
  const segments: { pos: number; line: number; source: string | null }[] = [];
  decodedMappings(traced).forEach((lineSegments, line) => {
    const lineStart = starts[line];
    if (lineStart === undefined) return; // mappings past the end of the code
    for (const segment of lineSegments) {
      const source = segment.length === 1 ? null : (traced.resolvedSources[segment[1]] ?? null);
      segments.push({ pos: Math.min(lineStart + segment[0], code.length), line, source });
    }
  });
  // Segments come sorted by column within a line; sections are sorted by offset (the map's rule).
  const spans: Span[] = [];
  segments.forEach((segment, i) => {
    const nextLineStart = starts[segment.line + 1];
    const endOfLine = nextLineStart === undefined ? code.length : nextLineStart - 1;
    const next = segments[i + 1];
    const end = Math.min(next ? next.pos : code.length, Math.max(endOfLine, segment.pos));
    if (end > segment.pos) spans.push({ start: segment.pos, end, source: segment.source });
  });
  return spans;
}

/**
 * How many characters of `code` each original source produced, and how many no source did.
 *
 * @example
 * attributeCode('ab', { version: 3, sources: ['a.ts', 'b.ts'], names: [], mappings: 'AAAA,CCAA' });
 * // { total: 2, unmapped: 0, bySource: Map { 'a.ts' => 1, 'b.ts' => 1 } }
 */
export function attributeCode(code: string, map: SourceMap): CharAttribution {
  const bySource = new Map<string, number>();
  let mapped = 0;
  for (const span of mappedSpans(code, map)) {
    if (span.source === null) continue;
    const length = span.end - span.start;
    bySource.set(span.source, (bySource.get(span.source) ?? 0) + length);
    mapped += length;
  }
  return { total: code.length, unmapped: code.length - mapped, bySource };
}
