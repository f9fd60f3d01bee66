#!/usr/bin/env node
// npm run bench [-- options]: the benchmark of issue 11 (docs/benchmark.md). The measuring code is
// TypeScript (tools/bench/src); esbuild bundles it into dist/bench/ first (a fraction of a second),
// with every npm package left to Node's resolution from the workspace's node_modules.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outfile = join(root, 'dist/bench/main.mjs');
await build({
  entryPoints: [join(root, 'tools/bench/src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  outfile,
  logLevel: 'warning',
});
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main({ root, argv: process.argv.slice(2) });
