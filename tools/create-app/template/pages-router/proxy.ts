// The shell's proxy (shell-next's README, "The proxy"): /api/* to the backend, health and liveness,
// the favicon, the page policy's reports, the shell's texts and icons, and the offline copy.
import { createShellProxy } from '@therapy-shell/shell-next/server';
import appPackage from './package.json' with { type: 'json' };

export const proxy = createShellProxy({ version: appPackage.version });

// A literal: Next.js reads it without running this file. withShell() checks it at build.
export const config = {
  matcher: [
    '/:proxied(api(?:/[^/#?]+)*|favicon\\.ico|_shell/(?:health|live|sw\\.js|offline|csp-report)|_shell/(?:messages|icons)(?:/[^/#?]+)*)',
  ],
};
