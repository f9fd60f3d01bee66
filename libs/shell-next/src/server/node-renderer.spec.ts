/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import { installNodeRendererWith } from './node-renderer.ts';

const versions = {
  next: (require('next/package.json') as { version: string }).version,
  react: (require('react/package.json') as { version: string }).version,
  reactDom: (require('react-dom/package.json') as { version: string }).version,
  node: process.version,
};
const INSTALLED = `next ${versions.next}, react ${versions.react}, react-dom ${versions.reactDom}, Node.js ${versions.node}`;

/** Fails loudly: what installNodeRenderer() relies on, the versions installed, and what to do. */
function relies(what: string, holds: boolean): void {
  if (!holds)
    throw new Error(
      `installNodeRenderer() relies on ${what}, and with ${INSTALLED} that no longer holds: the shell's pages would render with Next.js's default (React's edge build) or not at all. ` +
        'See how this release loads React\'s server renderer, then update libs/shell-next/src/server/node-renderer.ts or remove it (docs/ssr-performance.md, "Third pass").',
    );
}

/** A stand-in for Node's CommonJS resolver: a table of request to file, or a throw. */
function fakeLoader(files: Record<string, string>) {
  const calls: string[] = [];
  const loader = {
    _resolveFilename(request: string): string {
      calls.push(request);
      const file = files[request];
      if (file === undefined)
        throw Object.assign(new Error(`Cannot find module '${request}'`), { code: 'MODULE_NOT_FOUND' });
      return file;
    },
  };
  return { loader, calls };
}

const FILES = {
  'react-dom/server.edge': '/app/node_modules/react-dom/server.edge.js',
  'react-dom/server.node': '/app/node_modules/react-dom/server.node.js',
  'react-dom/server': '/app/node_modules/react-dom/server.node.js',
  react: '/app/node_modules/react/index.js',
};

describe('installNodeRenderer', () => {
  it.each([
    [
      'the edge build, when the Node build has renderToReadableStream',
      'react-dom/server.edge',
      FILES,
      true,
      FILES['react-dom/server.node'],
    ],
    [
      'the edge build, when the Node build lacks renderToReadableStream (React 18)',
      'react-dom/server.edge',
      FILES,
      false,
      FILES['react-dom/server.edge'],
    ],
    [
      'the edge build, when the package has no Node build',
      'react-dom/server.edge',
      { 'react-dom/server.edge': FILES['react-dom/server.edge'] },
      true,
      FILES['react-dom/server.edge'],
    ],
    ['another react-dom entry', 'react-dom/server', FILES, true, FILES['react-dom/server']],
    ['another package', 'react', FILES, true, FILES.react],
  ])('resolves %s', (_what, request, files, usable, expected) => {
    const { loader } = fakeLoader(files);
    expect(installNodeRendererWith({ loader, isUsable: () => usable })).toBe('installed');
    expect(loader._resolveFilename(request)).toBe(expected);
  });

  it('keeps a failure to resolve the edge build a failure, as without it', () => {
    const { loader } = fakeLoader({});
    installNodeRendererWith({ loader, isUsable: () => true });
    expect(() => loader._resolveFilename('react-dom/server.edge')).toThrow(
      "Cannot find module 'react-dom/server.edge'",
    );
  });

  it('checks a Node build once per file, and installs only once per loader', () => {
    const { loader, calls } = fakeLoader(FILES);
    const isUsable = jest.fn(() => true);
    installNodeRendererWith({ loader, isUsable });
    expect(installNodeRendererWith({ loader, isUsable })).toBe('already-installed');
    loader._resolveFilename('react-dom/server.edge');
    loader._resolveFilename('react-dom/server.edge');
    expect(isUsable).toHaveBeenCalledTimes(1);
    expect(isUsable).toHaveBeenCalledWith(FILES['react-dom/server.node']);
    // One resolution per request: the second install did not wrap the resolver again.
    expect(calls).toEqual(['react-dom/server.node', 'react-dom/server.node']);
  });

  it("makes Node's own require load React's Node build for react-dom/server.edge, with the same API", () => {
    // In a Node process of its own: Jest runs tests with a module system of its own.
    const dir = mkdtempSync(join(tmpdir(), 'node-renderer-'));
    try {
      const bundle = join(dir, 'node-renderer.cjs');
      buildSync({
        entryPoints: [join(__dirname, 'node-renderer.ts')],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        outfile: bundle,
        logLevel: 'silent',
      });
      const script = [
        `const { installNodeRenderer } = require(${JSON.stringify(bundle)});`,
        `const { createRequire } = require('node:module');`,
        `const req = createRequire(${JSON.stringify(__filename)});`,
        `const before = req.resolve('react-dom/server.edge');`,
        `const first = installNodeRenderer();`,
        `const after = req.resolve('react-dom/server.edge');`,
        `const renderer = req('react-dom/server.edge');`,
        `console.log(JSON.stringify({ before, first, second: installNodeRenderer(), after, node: req.resolve('react-dom/server.node'), readable: typeof renderer.renderToReadableStream, pipeable: typeof renderer.renderToPipeableStream }));`,
      ].join('\n');
      const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const result = JSON.parse(run.stdout) as Record<string, string>;
      expect(result['before']).toMatch(/server\.edge\.js$/);
      expect(result).toMatchObject({
        first: 'installed',
        second: 'already-installed',
        after: result['node'],
        readable: 'function',
        pipeable: 'function',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`what installNodeRenderer relies on (${INSTALLED})`, () => {
  const nextDir = dirname(require.resolve('next/package.json'));

  it.each([
    'dist/compiled/next-server/pages.runtime.prod.js',
    'dist/compiled/next-server/pages-turbo.runtime.prod.js',
    'dist/server/ReactDOMServerPages.js',
  ])("Next.js's Pages Router renderer (next/%s) asks Node's require for react-dom/server.edge", (file) => {
    const source = readFileSync(join(nextDir, file), 'utf8');
    relies(
      `next/${file} loading React's server renderer with require('react-dom/server.edge')`,
      /require\(\s*["']react-dom\/server\.edge["']\s*\)/.test(source),
    );
  });

  it("react-dom resolves server.edge and server.node to React's edge and Node builds", () => {
    const edge = require.resolve('react-dom/server.edge');
    const node = require.resolve('react-dom/server.node');
    relies(
      `react-dom's package exports './server.edge' and './server.node' as two files (they are ${edge} and ${node})`,
      /server\.edge\.js$/.test(edge) && /server\.node\.js$/.test(node),
    );
  });

  it("React's Node build has everything of the edge build, renderToReadableStream included", () => {
    const edge = require('react-dom/server.edge') as Record<string, unknown>;
    const node = require('react-dom/server.node') as Record<string, unknown>;
    const missing = Object.keys(edge).filter((name) => typeof node[name] !== typeof edge[name]);
    relies(
      `react-dom/server.node having the edge build's exports (missing: ${missing.join(', ') || 'none'})`,
      missing.length === 0 && typeof node['renderToReadableStream'] === 'function',
    );
  });

  it('both builds write the same HTML for the same page', async () => {
    const { createElement: h, Suspense } = require('react') as typeof import('react');
    type Renderer = { renderToReadableStream: (element: unknown) => Promise<ReadableStream<Uint8Array>> };
    const page = h(
      'main',
      { id: 'page', className: 'shell', 'data-brand': 'main', style: { color: 'red' } },
      h('h1', null, 'Hello & <welcome> “friends”'),
      h('a', { href: '/faq/?q=a&b=c' }, 'FAQ'),
      h(Suspense, { fallback: 'loading' }, h('p', null, 'ünïcödé ✓', 42)),
    );
    const html = async (renderer: Renderer) => new Response(await renderer.renderToReadableStream(page)).text();
    const [edge, node] = await Promise.all([
      html(require('react-dom/server.edge') as Renderer),
      html(require('react-dom/server.node') as Renderer),
    ]);
    expect(edge).toContain('Hello &amp; &lt;welcome&gt;');
    relies("React's Node and edge builds rendering a page to the same HTML", node === edge);
  });

  it("Node's CommonJS loader resolves every require through Module._resolveFilename(request, parent, isMain, options)", () => {
    const resolver = (Module as unknown as { _resolveFilename?: unknown })._resolveFilename;
    relies(
      'Module._resolveFilename being the function Node.js resolves a require with, taking (request, parent, isMain, options)',
      typeof resolver === 'function' && resolver.length === 4,
    );
  });
});
