import { existsSync } from 'node:fs';

/** Launch flags for Debian's Chromium in this sandbox (no GPU, no background network, no sandbox as root). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium to drive: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`; undefined when neither exists.
 *
 * @example
 * findChromium({ CHROMIUM_PATH: '/opt/chromium/chrome' });
 */
export function findChromium(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const candidates = env['CHROMIUM_PATH'] ? [env['CHROMIUM_PATH']] : ['/usr/bin/chromium'];
  return candidates.find((path) => existsSync(path));
}
