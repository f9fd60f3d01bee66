import { useEffect } from 'react';
import { whenIdle, type Language } from '@therapy-shell/core';

// Inlined by the app's bundler: withShell({ serviceWorker: false }) sets SHELL_SERVICE_WORKER to
// "off", and Next.js sets NODE_ENV. Only ever read written out like this, so the bundler can replace them.
declare const process: { readonly env: { readonly SHELL_SERVICE_WORKER?: string; readonly NODE_ENV?: string } };

/** How long the registration may wait for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Registers the offline copy of the crisis resources after hydration, when the browser is idle
 *: its code comes in a chunk of its own, never in the first-load JavaScript. Switched
 * off (`enabled` false, or `withShell({ serviceWorker: false })`), it unregisters a worker a
 * visitor already has instead, and removes its cache. Under `next dev` it is off too: a page still
 * compiling could take longer than the worker waits before it shows the offline page. A failure
 * changes nothing for the page.
 *
 * @example
 * useOfflineCopy({ enabled: true, language: shell.language });
 */
export function useOfflineCopy({ enabled, language }: { enabled: boolean; language: Language }): void {
  const on = enabled && process.env.SHELL_SERVICE_WORKER !== 'off' && process.env.NODE_ENV === 'production';
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
    return whenIdle(() => {
      void import('./offline-copy-client.ts')
        .then((client) => (on ? client.registerOfflineCopy(language) : client.removeOfflineCopy()))
        .catch(() => undefined);
    }, IDLE_TIMEOUT_MS);
  }, [on, language]);
}
