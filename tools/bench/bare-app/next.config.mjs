// The bare App Router app the benchmark compares the shell's App Router app with (apps/shell-app):
// one page rendered per request, nothing else, and the App Router's `ceiling` reference page (the
// shell's page rendered again as Server Components, with no shell code). Like tools/bench/bare it is
// no npm workspace: next, react and react-dom resolve from the workspace's node_modules. It takes the
// bare Pages Router app's config (the same folder depth, so the same workspace root) and renders as
// apps/shell-app renders, so that the references are built the same way as the shell's page:
// Cache Components on (create-next-app 16 writes it) with what withShell() sets beside it, spelled
// out here because the bare app has no shell code (shell-next's config/cache-components.ts):
// partial prefetching off and every user agent rendered in full. Each layout opts out of the
// static shell (`export const instant = false`), as the shell's root layout does.
import bare from '../bare/next.config.mjs';

/** @type {import('next').NextConfig} */
const config = { ...bare, cacheComponents: true, partialPrefetching: false, htmlLimitedBots: /./ };

export default config;
