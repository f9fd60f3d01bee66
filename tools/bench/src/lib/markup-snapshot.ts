// Takes a page the shell served apart into the data the benchmark's reference pages render again
// (tools/bench/bare/pages/reference): the markup of `#__next`, the document around it (the
// attributes of <html> and <body>, the head's own elements) and the `_app`'s props of
// `__NEXT_DATA__`. Rendering that data with no shell code measures what the shell's page costs
// Next.js and React by its size alone: the ceiling any implementation of the same page could reach.
import { parse } from 'parse5';
import type { DocumentSnapshot, MarkupNode, MarkupSnapshot } from '../../bare/lib/snapshot.ts';

interface ParsedNode {
  readonly nodeName: string;
  readonly tagName?: string;
  readonly value?: string;
  readonly attrs?: readonly { readonly name: string; readonly value: string }[];
  readonly childNodes?: readonly ParsedNode[];
}

function find(node: ParsedNode, test: (n: ParsedNode) => boolean): ParsedNode | undefined {
  if (test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

const attr = (node: ParsedNode, name: string) => node.attrs?.find((a) => a.name === name)?.value;

const attrsOf = (node: ParsedNode | undefined): Record<string, string> =>
  Object.fromEntries((node?.attrs ?? []).map((a) => [a.name, a.value]));

function toMarkup(node: ParsedNode): MarkupNode | undefined {
  if (node.nodeName === '#text') return node.value ?? '';
  // Comments are React's text separators and Suspense markers: React writes them again itself.
  if (!node.tagName) return undefined;
  return {
    tag: node.tagName,
    attrs: attrsOf(node),
    children: (node.childNodes ?? []).map(toMarkup).filter((n): n is MarkupNode => n !== undefined),
  };
}

/**
 * Whether Next.js writes a head element for every page, the bare page's too: its default charset
 * and viewport meta tags, the CSS noscript, its inline bootstrap script and its chunk and manifest
 * scripts. The bare app's document writes those itself.
 */
function nextsOwn(node: ParsedNode): boolean {
  if (node.tagName === 'meta') return attr(node, 'charset') !== undefined || attr(node, 'name') === 'viewport';
  if (node.tagName === 'noscript') return attr(node, 'data-n-css') !== undefined;
  if (node.tagName === 'script') {
    const src = attr(node, 'src');
    return src === undefined || src.startsWith('/_next/static/');
  }
  return false;
}

function documentOf(document: ParsedNode): DocumentSnapshot {
  const html = find(document, (n) => n.tagName === 'html');
  const head = find(document, (n) => n.tagName === 'head');
  const body = find(document, (n) => n.tagName === 'body');
  return {
    html: attrsOf(html),
    body: attrsOf(body),
    head: (head?.childNodes ?? [])
      .filter((n) => n.tagName !== undefined && !nextsOwn(n))
      .map(toMarkup)
      .filter((n): n is MarkupNode => n !== undefined),
  };
}

/**
 * The markup of `#__next`, the document around it and the `_app`'s props (everything in
 * `__NEXT_DATA__.props` but the page's own `pageProps`) of a page Next.js rendered.
 *
 * @example
 * const snapshot = markupSnapshot(await (await fetch('http://127.0.0.1:5101/')).text());
 */
export function markupSnapshot(html: string): MarkupSnapshot {
  const document = parse(html) as unknown as ParsedNode;
  const root = find(document, (n) => n.tagName === 'div' && attr(n, 'id') === '__next');
  if (!root) throw new Error('markupSnapshot: the page has no <div id="__next"> (not a Next.js Pages Router page?)');
  const data = find(document, (n) => n.tagName === 'script' && attr(n, 'id') === '__NEXT_DATA__');
  const json = data?.childNodes?.[0]?.value;
  if (!json) throw new Error('markupSnapshot: the page has no __NEXT_DATA__ script');
  const { pageProps: _page, ...appProps } = (JSON.parse(json) as { props?: Record<string, unknown> }).props ?? {};
  return {
    body: (root.childNodes ?? []).map(toMarkup).filter((n): n is MarkupNode => n !== undefined),
    appProps,
    document: documentOf(document),
  };
}

/**
 * Whether an element of an App Router page is Next.js's own, written for every page, the bare App
 * Router page's too: its default meta tags, its scripts (chunks, the inline flight data) and the
 * preloads of its chunks. A script of another origin or type (the shell's JSON data, its texts'
 * script) is the page's.
 */
function appRoutersOwn(node: ParsedNode): boolean {
  if (node.tagName === 'meta') return attr(node, 'charset') !== undefined || attr(node, 'name') === 'viewport';
  if (node.tagName === 'link') {
    const rel = attr(node, 'rel') ?? '';
    return (rel === 'preload' || rel === 'modulepreload') && (attr(node, 'href') ?? '').startsWith('/_next/static/');
  }
  if (node.tagName === 'script') {
    const src = attr(node, 'src');
    if (src !== undefined) return src.startsWith('/_next/static/');
    const type = attr(node, 'type');
    return type === undefined || type === '' || type === 'text/javascript';
  }
  return false;
}

const markupOf = (nodes: readonly ParsedNode[] | undefined, own: (n: ParsedNode) => boolean): MarkupNode[] =>
  (nodes ?? [])
    .filter((n) => !own(n))
    .map(toMarkup)
    .filter((n): n is MarkupNode => n !== undefined);

/**
 * The same for a page of the App Router, which has no `#__next` and no `__NEXT_DATA__`: the body's
 * markup and the document's, without what Next.js writes for every page (its scripts, the inline
 * flight data among them). The page's data is in that flight data, so `appProps` is empty: the
 * reference page renders the markup as Server Components, and Next.js writes it into its own flight
 * data again.
 *
 * @example
 * const snapshot = appMarkupSnapshot(await (await fetch('http://127.0.0.1:5105/')).text());
 */
export function appMarkupSnapshot(html: string): MarkupSnapshot {
  const document = parse(html) as unknown as ParsedNode;
  const body = find(document, (n) => n.tagName === 'body');
  if (find(document, (n) => n.tagName === 'script' && attr(n, 'id') === '__NEXT_DATA__'))
    throw new Error('appMarkupSnapshot: the page has __NEXT_DATA__ (a Pages Router page: use markupSnapshot)');
  return {
    body: markupOf(body?.childNodes, appRoutersOwn),
    appProps: {},
    document: {
      html: attrsOf(find(document, (n) => n.tagName === 'html')),
      body: attrsOf(body),
      head: markupOf(find(document, (n) => n.tagName === 'head')?.childNodes, appRoutersOwn),
    },
  };
}

function withoutSvg(node: MarkupNode): MarkupNode | undefined {
  if (typeof node === 'string') return node;
  if (node.tag === 'svg') return undefined;
  return { ...node, children: node.children.map(withoutSvg).filter((n): n is MarkupNode => n !== undefined) };
}

/**
 * The same page as lean as its content allows: no inline SVG (icons could be CSS) and no shell
 * messages in the page data (texts could come with the parts that show them).
 *
 * @example
 * const lean = leanSnapshot(markupSnapshot(html));
 */
export function leanSnapshot(snapshot: MarkupSnapshot): MarkupSnapshot {
  const shell = snapshot.appProps['shell'];
  const appProps =
    typeof shell === 'object' && shell !== null && 'messages' in shell
      ? { ...snapshot.appProps, shell: Object.fromEntries(Object.entries(shell).filter(([key]) => key !== 'messages')) }
      : snapshot.appProps;
  return {
    body: snapshot.body.map(withoutSvg).filter((n): n is MarkupNode => n !== undefined),
    appProps,
    document: snapshot.document,
  };
}
