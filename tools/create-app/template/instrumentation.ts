// Runs once in each server process before it serves a page (Next.js instrumentation hook), as
// shell-next's README says: the request guards cut overlong headers before Next.js sees them, and
// pages are rendered by React's Node build (the same HTML for less server CPU).
// - onRequestError reports the errors of the pages' server code (getServerSideProps, rendering, API
//   routes) to the error-reporting service (SHELL_SENTRY_DSN, else the site config's DSN).
import type { Instrumentation } from 'next';
import { installNodeRenderer, installRequestGuards, reportRequestError } from '@therapy-shell/shell-next/server';

export function register(): void {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  installRequestGuards();
  installNodeRenderer();
}

export const onRequestError: Instrumentation.onRequestError = reportRequestError;
