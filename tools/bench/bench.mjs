#!/usr/bin/env node
// npm run bench [-- options]: the shell's benchmark (docs/benchmark.md), tools/bench/src/main.ts
// bundled and run by the launcher.
import { launch } from './launch.mjs';

await launch('main.ts', 'main');
