// Preload of the benchmark's reference-page server (node --import): React's Node build renders the
// reference pages, as it renders the shell's pages (installNodeRenderer, through shellInstrumentation
// in apps/shell/instrumentation.ts), so that they show what a page of that size can reach with the
// shell's renderer. The bare page
// itself keeps Next.js's default (docs/benchmark.md).
// The benchmark measures the shell's renderer here, so it takes it from the shell's own library
// (the bench is tagged type:bench, which may import feature libraries: eslint.config.mjs).
// Next.js's own set-up first, as its server makes it before it loads anything else (AsyncLocalStorage
// as a global): shell-next's server entry loads Next.js modules that need it, and without it the
// server stops at start with "AsyncLocalStorage accessed in runtime where it is not available".
import 'next/dist/server/node-environment-baseline.js';
import { installNodeRenderer } from '@therapy-shell/shell-next/server';

installNodeRenderer();
