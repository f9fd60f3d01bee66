// Attribution of a generated file's characters to the original sources of its source map
// (Source Map v3, index maps with `sections` included). A mapping segment covers the generated
// text from its column to the next segment, at most to the end of its line (so the last segment
// of a section ends where the next section's first segment starts). Text before a line's first
// segment, and segments without a source, are unmapped.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Map([...BASE64].map((c, i) => [c, i]));

/** A plain source map. */
export interface BasicSourceMap {
  readonly version: number;
  readonly sources: readonly string[];
  readonly sourceRoot?: string;
  readonly mappings: string;
  readonly names?: readonly string[];
}

/** One section of an index map; sections that refer to another file by `url` are not supported. */
export interface SourceMapSection {
  readonly offset: { readonly line: number; readonly column: number };
  readonly map?: SourceMap;
  readonly url?: string;
}

/** An index map (a map made of sections). */
export interface IndexSourceMap {
  readonly version: number;
  readonly sections: readonly SourceMapSection[];
}

export type SourceMap = BasicSourceMap | IndexSourceMap;

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

interface Segment {
  readonly pos: number;
  readonly line: number;
  readonly source: string | null;
}

/**
 * Decodes one Base64 VLQ segment of a `mappings` string into its (relative) fields.
 *
 * @example
 * decodeVlq('AAgBC'); // [0, 0, 16, 1]
 */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let shift = 0;
  let value = 0;
  for (const char of segment) {
    const digit = BASE64_VALUES.get(char);
    if (digit === undefined) throw new Error(`Invalid Base64 VLQ character "${char}" in mapping segment "${segment}".`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      const magnitude = Math.floor(value / 2);
      values.push(value % 2 === 1 ? -magnitude : magnitude);
      value = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new Error(`Truncated Base64 VLQ segment "${segment}".`);
  return values;
}

/**
 * Offsets at which each line of `code` starts (line 0 at 0).
 *
 * @example
 * lineStarts('ab\ncd'); // [0, 3]
 */
export function lineStarts(code: string): number[] {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function sourceName(map: BasicSourceMap, index: number): string {
  const source = map.sources[index];
  if (source === undefined)
    throw new Error(`A mapping names source #${index}, but the source map has ${map.sources.length} sources.`);
  return map.sourceRoot ? `${map.sourceRoot.replace(/\/$/, '')}/${source}` : source;
}

function collectSegments(
  map: BasicSourceMap,
  offset: { line: number; column: number },
  starts: readonly number[],
  length: number,
  out: Segment[],
): void {
  const lines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let li = 0; li < lines.length; li++) {
    const text = lines[li];
    if (!text) continue;
    const line = offset.line + li;
    const lineStart = starts[line];
    if (lineStart === undefined) break; // mappings past the end of the code
    const base = li === 0 ? offset.column : 0;
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      let source: string | null = null;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        source = sourceName(map, sourceIndex);
      }
      out.push({ pos: Math.min(lineStart + base + column, length), line, source });
    }
  }
}

/**
 * Generated spans of `code` and the original source each comes from (null: no source).
 *
 * @example
 * mappedSpans('ab', { version: 3, sources: ['a.ts'], mappings: 'CAAA' }); // [{ start: 1, end: 2, source: 'a.ts' }]
 */
export function mappedSpans(code: string, map: SourceMap): Span[] {
  const starts = lineStarts(code);
  const segments: Segment[] = [];
  const visit = (m: SourceMap, offset: { line: number; column: number }): void => {
    if ('sections' in m) {
      for (const section of m.sections) {
        if (!section.map)
          throw new Error('Index source maps whose sections refer to other files by url are not supported.');
        // Nested index maps are allowed: their offsets add up.
        visit(section.map, {
          line: offset.line + section.offset.line,
          column: (section.offset.line === 0 ? offset.column : 0) + section.offset.column,
        });
      }
    } else {
      collectSegments(m, offset, starts, code.length, segments);
    }
  };
  visit(map, { line: 0, column: 0 });
  segments.sort((a, b) => a.pos - b.pos);
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
 * attributeCode('ab', { version: 3, sources: ['a.ts', 'b.ts'], mappings: 'AAAA,CCAA' });
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
