// First-load JavaScript of a page as a server answers it: the scripts its HTML makes a browser
// load at once. The App Router writes no build manifest of a page's first load (its chunks are
// spread over the client reference manifests of each route segment), so the benchmark reads the
// page itself: every `<script src>` of the document, in order, but `nomodule` ones (the legacy
// polyfill a module browser skips), each fetched from the server and gzipped at level 9 as the
// Pages Router's figure is (first-load.ts). Scripts the server makes besides Next.js's chunks (the
// shell's texts) count too: a visitor downloads them before the page hydrates.
import { parse } from 'parse5';
import { gzipSize, type SizedFile } from './first-load.ts';

interface ParsedNode {
  readonly tagName?: string;
  readonly attrs?: readonly { readonly name: string; readonly value: string }[];
  readonly childNodes?: readonly ParsedNode[];
  /** A <template>'s content. */
  readonly content?: ParsedNode;
}

function* elements(node: ParsedNode): Generator<ParsedNode> {
  if (node.tagName) yield node;
  for (const child of node.childNodes ?? []) yield* elements(child);
  if (node.content) yield* elements(node.content);
}

/**
 * The scripts a page's HTML loads at once, as written (paths or URLs), without duplicates.
 *
 * @example
 * firstLoadScripts('<script src="/a.js" async></script><script src="/p.js" nomodule></script>'); // ['/a.js']
 */
export function firstLoadScripts(html: string): string[] {
  const sources: string[] = [];
  for (const element of elements(parse(html) as unknown as ParsedNode)) {
    if (element.tagName !== 'script') continue;
    const attrs = new Map((element.attrs ?? []).map((a) => [a.name, a.value]));
    const src = attrs.get('src');
    if (!src || attrs.has('nomodule') || sources.includes(src)) continue;
    sources.push(src);
  }
  return sources;
}

/** A page's first-load scripts as served, and their sum. */
export interface ServedFirstLoad {
  readonly url: string;
  readonly js: readonly SizedFile[];
  readonly jsGzip: number;
  readonly jsBytes: number;
}

/**
 * Fetches `url` (with the visitor's cookie) and each of its first-load scripts, and sums their
 * sizes; `onScript` sees each script's text (for the SDK markers). A script that does not answer
 * 200 is an error: the figure would be too small.
 *
 * @example
 * (await servedFirstLoad('http://127.0.0.1:5105/')).jsGzip; // 131200
 */
export async function servedFirstLoad(
  url: string,
  options: { readonly cookie?: string | undefined; readonly onScript?: (path: string, text: string) => void } = {},
): Promise<ServedFirstLoad> {
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  const page = await fetch(url, { headers });
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}: no first-load figure of an error page`);
  const js: SizedFile[] = [];
  for (const src of firstLoadScripts(await page.text())) {
    const scriptUrl = new URL(src, url);
    const answer = await fetch(scriptUrl, { headers });
    if (answer.status !== 200)
      throw new Error(`${scriptUrl.pathname} (a first-load script of ${url}) answered ${answer.status}`);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    options.onScript?.(scriptUrl.pathname, new TextDecoder().decode(bytes));
    js.push({ file: scriptUrl.pathname, bytes: bytes.length, gzip: gzipSize(bytes) });
  }
  return {
    url,
    js,
    jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
    jsBytes: js.reduce((sum, f) => sum + f.bytes, 0),
  };
}
