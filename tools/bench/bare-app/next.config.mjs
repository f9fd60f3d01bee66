// The bare App Router app the benchmark compares the shell's App Router app with (apps/shell-app):
// one page rendered per request, nothing else, and the App Router's `ceiling` reference page (the
// shell's page rendered again as Server Components, with no shell code). Like tools/bench/bare it is
// no npm workspace: next, react and react-dom resolve from the workspace's node_modules. Its Next.js
// config is the bare Pages Router app's (the same folder depth, so the same workspace root).
export { default } from '../bare/next.config.mjs';
