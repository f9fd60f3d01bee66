// Runs once in each server process before it serves a page (Next.js instrumentation hook): pages are
// rendered by React's Node build, as shell-next's README says (the same HTML for less server CPU).
import { installNodeRenderer } from '@therapy-shell/shell-next/config';

export function register(): void {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') installNodeRenderer();
}
