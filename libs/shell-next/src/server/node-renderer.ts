// React's Node build for the server render of Pages Router pages. Next.js renders pages
// with react-dom/server.edge even on Node.js. That build turns every attribute value and text of a
// page into a Uint8Array of its own (one TextEncoder.encode call per piece) before copying it into
// its output buffer; the Node build (react-dom/server.node, same React, same renderToReadableStream)
// encodes strings straight into a shared buffer (encodeInto). The HTML is byte for byte the same;
// on the shell's pages the server spends 15-30 % less CPU per page (docs/ssr-performance.md), on a
// bare page with little markup nothing changes.
import Module, { createRequire } from 'node:module';

const EDGE_RENDERER = 'react-dom/server.edge';
const NODE_RENDERER = 'react-dom/server.node';
const INSTALLED = Symbol.for('therapy-shell.node-renderer');

/** The part of Node's CommonJS loader that resolves a request (what `require.resolve` calls). */
interface CommonJsResolver {
  _resolveFilename(request: string, parent: unknown, isMain: boolean, options?: unknown): string;
}

/** What {@link installNodeRenderer} did. */
export type NodeRendererInstall = 'installed' | 'already-installed';

/** What the resolver can be told, for tests. */
export interface NodeRendererOptions {
  /** The loader to patch (default: Node's CommonJS loader, `module.Module`). */
  readonly loader?: CommonJsResolver;
  /** Whether a resolved file is a Node build with `renderToReadableStream` (default: loads it). */
  readonly isUsable?: (file: string) => boolean;
}

function loadsRenderToReadableStream(file: string): boolean {
  const exported: unknown = createRequire(file)(file);
  return (
    typeof exported === 'object' &&
    exported !== null &&
    typeof (exported as { renderToReadableStream?: unknown }).renderToReadableStream === 'function'
  );
}

/**
 * Makes `require('react-dom/server.edge')` in this process load React's Node build of the same
 * react-dom instead, where that package has one with `renderToReadableStream` (React 19 and later);
 * anywhere else the request resolves as before. Call it once in the server process before Next.js
 * renders a page: the shell app does it in `instrumentation.ts`. Calling it again changes nothing.
 *
 * @example
 * // What shellInstrumentation({ nodeRenderer: true })'s register() calls on Node.js, after the guards:
 * installNodeRenderer();
 */
export function installNodeRenderer(): 'installed' | 'already-installed' {
  return installNodeRendererWith({});
}

/** {@link installNodeRenderer} with an injected loader and check (the library's tests). */
export function installNodeRendererWith(options: NodeRendererOptions): NodeRendererInstall {
  const loader = options.loader ?? (Module as unknown as CommonJsResolver);
  const marked = loader as CommonJsResolver & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return 'already-installed';
  const isUsable = options.isUsable ?? loadsRenderToReadableStream;
  const usable = new Map<string, boolean>();
  const resolve = loader._resolveFilename.bind(loader);
  loader._resolveFilename = function resolveFilename(request, parent, isMain, resolveOptions) {
    if (request === EDGE_RENDERER) {
      try {
        const file = resolve(NODE_RENDERER, parent, isMain, resolveOptions);
        let ok = usable.get(file);
        if (ok === undefined) {
          ok = isUsable(file);
          usable.set(file, ok);
        }
        if (ok) return file;
      } catch {
        // This react-dom has no Node build (or it does not load): the edge build, as asked.
      }
    }
    return resolve(request, parent, isMain, resolveOptions);
  };
  marked[INSTALLED] = true;
  return 'installed';
}
