#!/usr/bin/env node
// Where the shell's CPU (or, with --heap, allocation) goes function by function against the
// `ceiling` reference page: tools/bench/src/functions.ts, bundled and run by the launcher.
// docs/ssr-performance.md says how to read it; --help lists the options.
import { launch } from './launch.mjs';

await launch('functions.ts', 'functions');
