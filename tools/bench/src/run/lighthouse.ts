// Lighthouse (npm lighthouse, its default mobile configuration: emulated phone, simulated slow 4G
// and CPU throttling) against a brand's home, in Debian's Chromium started with a debugging port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './browser.ts';
import { portInUse } from './processes.ts';

export interface LighthouseResult {
  /** 0-100. */
  readonly performance: number | null;
  /** 0-100. */
  readonly accessibility: number | null;
  readonly cls: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly fcpMs: number | null;
  /** Failed accessibility audits (ids), to read when the score is below 100. */
  readonly failedAccessibilityAudits: readonly string[];
  /** Scripts with the most main-thread time (Lighthouse's bootup-time audit, throttled), largest first. */
  readonly topScripts: readonly { readonly url: string; readonly scriptingMs: number }[];
  readonly lighthouseVersion: string;
}

export interface LighthouseChrome {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Starts Chromium with a remote-debugging port for Lighthouse to drive.
 *
 * @example
 * const chrome = await startChromeForLighthouse('/usr/bin/chromium', 5190);
 */
export async function startChromeForLighthouse(executablePath: string, port: number): Promise<LighthouseChrome> {
  if (await portInUse(port)) throw new Error(`Port ${port} (Lighthouse's Chromium) is already in use.`);
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    executablePath,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  const pid = child.pid;
  const close = async () => {
    if (pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // gone
      }
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return { port, close };
    } catch {
      // not yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`Chromium (${executablePath}) did not open its debugging port ${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One Lighthouse run (performance and accessibility) of `url`.
 *
 * @example
 * await runLighthouse('http://127.0.0.1:5111/', chrome.port);
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const accessibilityRefs = lhr.categories['accessibility']?.auditRefs ?? [];
  const failedAccessibilityAudits = accessibilityRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const bootup = lhr.audits['bootup-time']?.details;
  const items =
    bootup && 'items' in bootup && Array.isArray(bootup.items)
      ? (bootup.items as { url?: unknown; scripting?: unknown }[])
      : [];
  const topScripts = items
    .filter(
      (item): item is { url: string; scripting: number } =>
        typeof item.url === 'string' && typeof item.scripting === 'number',
    )
    .sort((a, b) => b.scripting - a.scripting)
    .slice(0, 3)
    .map((item) => ({ url: item.url, scriptingMs: Math.round(item.scripting) }));
  return {
    topScripts,
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    failedAccessibilityAudits,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
