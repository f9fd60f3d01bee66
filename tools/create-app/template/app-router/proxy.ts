// The shell's proxy on the App Router (shell-next's README, "The App Router"): what apps/shell's
// proxy answers, and every page's page-load step, status, nonce and Content-Security-Policy.
import { createShellProxy } from '@therapy-shell/shell-next/server';
import appPackage from './package.json' with { type: 'json' };

export const proxy = createShellProxy({ version: appPackage.version, router: 'app' });

// Literals: Next.js reads them without running this file. withShell() checks them at build.
export const config = {
  matcher: [
    '/:proxied(api(?:/[^/#?]+)*|favicon\\.ico|_shell/(?:health|live|sw\\.js|offline|csp-report)|_shell/(?:messages|icons)(?:/[^/#?]+)*)',
    '/((?!_next/|_shell/|api/|api$|favicon\\.ico$|.*\\.[a-zA-Z0-9]+$).*)',
  ],
};
