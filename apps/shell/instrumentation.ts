// Runs once in each server process before it serves a page (Next.js instrumentation hook).
// React's Node build renders the pages: the same HTML for 15-30 % less server CPU per page than
// the edge build Next.js loads by default (issue 11, docs/ssr-performance.md).
import { installNodeRenderer } from '@therapy-shell/shell-next/config';

export function register(): void {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') installNodeRenderer();
}
