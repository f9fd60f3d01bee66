/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { installNodeRendererWith } from './node-renderer.ts';

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
