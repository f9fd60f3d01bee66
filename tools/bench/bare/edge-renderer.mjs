// Preload (node --import) of the benchmark's second shell server: the same build as the shell's,
// rendering with React's edge build, Next.js's default, so the report shows what the Node renderer
// is worth in every run (docs/benchmark.md). The app's instrumentation.ts still has
// installNodeRenderer() called, which finds its mark on Node's loader (the one it leaves when it installs)
// and changes nothing. The benchmark reads which build each server loaded (react-renderer-probe.cjs),
// so a renamed mark shows in the report instead of measuring the Node build twice.
import Module from 'node:module';

Module[Symbol.for('therapy-shell.node-renderer')] = true;
