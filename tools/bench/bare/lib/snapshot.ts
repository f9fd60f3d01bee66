// The shell's page as data, for the benchmark's reference pages (pages/reference/*): the body
// markup the shell's server rendered and the page data it sent, taken from a running shell by the
// benchmark (tools/bench/src/lib/markup-snapshot.ts) and rendered again here without any shell code.

/** An element of the snapshot (attributes as HTML has them), or a text. */
export type MarkupNode =
  | string
  | {
      readonly tag: string;
      readonly attrs: Readonly<Record<string, string>>;
      readonly children: readonly MarkupNode[];
    };

/** The document around `#__next`: what a page's `_document` writes beyond Next.js's own head. */
export interface DocumentSnapshot {
  /** The attributes of `<html>` (the shell's `lang`, brand and theme variables). */
  readonly html: Readonly<Record<string, string>>;
  /** The attributes of `<body>`. */
  readonly body: Readonly<Record<string, string>>;
  /**
   * The head's elements but those Next.js writes for every page, the bare page's too (its default
   * meta tags, its inline bootstrap script, its chunk and manifest scripts, the CSS noscript).
   */
  readonly head: readonly MarkupNode[];
}

/** One page of the shell: what `#__next` held, the document around it, and the `_app`'s props in `__NEXT_DATA__`. */
export interface MarkupSnapshot {
  readonly body: readonly MarkupNode[];
  readonly appProps: Readonly<Record<string, unknown>>;
  readonly document?: DocumentSnapshot | undefined;
}

/** The snapshots of one benchmark run, per visitor: the key is the Cookie header sent ('' for none). */
export interface SnapshotFile {
  readonly visitors: Readonly<Record<string, { readonly full: MarkupSnapshot; readonly lean: MarkupSnapshot }>>;
}

/** Environment variable naming the snapshot file the reference pages read. */
export const SNAPSHOT_ENV = 'BENCH_MARKUP_SNAPSHOT';
/** Environment variable with the backend origin the reference pages call (the benchmark's dev-api). */
export const API_ORIGIN_ENV = 'BENCH_API_ORIGIN';
