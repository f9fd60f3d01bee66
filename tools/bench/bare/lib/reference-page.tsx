// The benchmark's reference pages (pages/reference/*): the shell's page rendered again from a
// snapshot with no shell code, to measure the ceiling of what a shell with the same page could
// reach (docs/ssr-performance.md). The element trees are built once per snapshot and reused for
// every request, so a request costs only what Next.js and React spend on the page's size.
// Server only in practice: the benchmark loads these pages with autocannon and never hydrates them.
import { createElement, type ReactNode } from 'react';
import type { MarkupNode, MarkupSnapshot } from './snapshot';

const RENAMED: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  hreflang: 'hrefLang',
};
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'checked',
  'selected',
  'readonly',
  'required',
  'multiple',
  'open',
  'inert',
  'autofocus',
  'novalidate',
  'defer',
  'async',
]);

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = declaration
      .slice(colon + 1)
      .trim();
  }
  return style;
}

/** React's name of an attribute: SVG's hyphenated and namespaced names are camelCase in React. */
function propName(name: string): string {
  if (RENAMED[name]) return RENAMED[name];
  if (name.startsWith('aria-') || name.startsWith('data-')) return name;
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

function props(attrs: Readonly<Record<string, string>>, key: number): Record<string, unknown> {
  const out: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'style') out['style'] = styleObject(value);
    else if (BOOLEAN.has(name)) out[propName(name)] = true;
    else out[propName(name)] = value;
  }
  return out;
}

function element(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(node.tag, props(node.attrs, key), ...node.children.map(element));
}

const trees = new WeakMap<MarkupSnapshot, ReactNode>();
const SNAPSHOTS = Symbol.for('therapy-shell.bench.loaded-snapshots');

/** The snapshot's elements, built on first use. */
export function snapshotElements(snapshot: MarkupSnapshot): ReactNode {
  let tree = trees.get(snapshot);
  if (tree === undefined) {
    tree = snapshot.body.map(element);
    trees.set(snapshot, tree);
  }
  return tree;
}

/** The elements of a snapshot's document: the attributes of <html> and <body> as props, the head's elements. */
export interface DocumentElements {
  readonly html: Record<string, unknown>;
  readonly body: Record<string, unknown>;
  readonly head: ReactNode;
}

const documents = new WeakMap<MarkupSnapshot, DocumentElements>();

/** The snapshot's document as elements, built on first use (none for a snapshot without one). */
export function documentElements(snapshot: MarkupSnapshot): DocumentElements | undefined {
  if (!snapshot.document) return undefined;
  let parts = documents.get(snapshot);
  if (!parts) {
    const { key: _html, ...html } = props(snapshot.document.html, 0);
    const { key: _body, ...body } = props(snapshot.document.body, 0);
    parts = { html, body, head: snapshot.document.head.map(element) };
    documents.set(snapshot, parts);
  }
  return parts;
}

/**
 * The snapshots getServerSideProps loaded, by the key it hands the page in its props; the page and
 * the app's `_document` read them (one map for the process, whichever chunk a module is in).
 */
export const loadedSnapshots: Map<string, MarkupSnapshot> = ((
  globalThis as { [SNAPSHOTS]?: Map<string, MarkupSnapshot> }
)[SNAPSHOTS] ??= new Map());

export interface ReferenceProps {
  readonly renderedAt: string;
  readonly snapshotKey: string | null;
}

/** A reference page: the snapshot's markup, or the bare page's markup when there is none. */
export default function ReferencePage({ renderedAt, snapshotKey }: ReferenceProps) {
  const snapshot = snapshotKey === null ? undefined : loadedSnapshots.get(snapshotKey);
  if (snapshot) return <>{snapshotElements(snapshot)}</>;
  return (
    <main>
      <h1>Bare page</h1>
      <p>Rendered at {renderedAt}</p>
    </main>
  );
}
