import { existsSync } from 'node:fs';
import chromium from '../../../tools/chromium.json' with { type: 'json' };

/** Launch flags for Debian's Chromium in this sandbox (tools/chromium.json: no GPU, no background network, no sandbox as root). */
export const CHROMIUM_ARGS: string[] = [...chromium.args];

/**
 * The Chromium to drive: `CHROMIUM_PATH`, else the first of tools/chromium.json's `testPaths` that
 * exists (Debian's chromium-headless-shell, then its chromium); undefined when none does.
 *
 * @example
 * findChromium({ CHROMIUM_PATH: '/opt/chromium/chrome' });
 */
export function findChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const candidates = env['CHROMIUM_PATH'] ? [env['CHROMIUM_PATH']] : chromium.testPaths;
  return candidates.find((path) => exists(path));
}
