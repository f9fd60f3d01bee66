// The offline copy's service worker as the shell's server answers it (/_shell/sw.js): its size, for
// the budget npm test checks and the benchmark's report.
import { gzipSync } from 'node:zlib';
import { offlineResponse } from '@therapy-shell/shell-next/server';

/** The worker script's size: as served, and gzip (zlib's default level, as the other budgets). */
export interface WorkerSize {
  readonly bytes: number;
  readonly gzip: number;
}

/**
 * Fetches the worker from the shell's own answer (no server needed) and measures it.
 *
 * @example
 * const { gzip } = await offlineWorkerSize('/_shell/sw.js');
 */
export async function offlineWorkerSize(path: string): Promise<WorkerSize> {
  const response = await offlineResponse(new Request(`https://site.example${path}`), { brand: 'main', enabled: true });
  if (!response || response.status !== 200)
    throw new Error(
      `The shell does not answer ${path} with its service worker (status ${response?.status ?? 'none'}).`,
    );
  const script = Buffer.from(await response.arrayBuffer());
  return { bytes: script.length, gzip: gzipSync(script).length };
}
