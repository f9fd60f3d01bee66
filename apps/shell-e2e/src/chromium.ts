import { existsSync } from 'node:fs';
import chromium from '../../../tools/chromium.json' with { type: 'json' };

/** Launch flags for Debian's Chromium in this sandbox (tools/chromium.json: no GPU, no background network, no sandbox as root). */
export const CHROMIUM_ARGS: string[] = [...chromium.args];

/**
 * The Chromium to drive: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`; undefined when neither exists.
 *
 * @example
 * findChromium({ CHROMIUM_PATH: '/opt/chromium/chrome' });
 */
export function findChromium(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const candidates = env['CHROMIUM_PATH'] ? [env['CHROMIUM_PATH']] : [chromium.defaultPath];
  return candidates.find((path) => existsSync(path));
}
