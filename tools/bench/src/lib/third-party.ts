// Third-party SDKs that must stay out of the first-load JavaScript: found in built
// chunks by strings only the SDK's own code contains (no source maps needed), or, in a build with
// source maps, by the npm packages the attribution names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Attribution } from './attribution.ts';

/** One SDK, as budgets.json describes it. */
export interface ThirdPartySdk {
  readonly id: string;
  readonly name: string;
  /** npm package names (exact, or `@scope/*`) whose code is the SDK. */
  readonly packages: readonly string[];
  /** Strings that only the SDK's code contains (checked not to occur in the workspace's own sources). */
  readonly markers: readonly string[];
  /**
   * Whether the app bundles the SDK (then some chunk of every build must contain a marker: the
   * proof that the markers still recognise it). False for scripts loaded from a URL.
   */
  readonly bundled: boolean;
}

export interface SdkFinding {
  readonly sdk: string;
  readonly file: string;
  readonly marker: string;
}

/**
 * Every file under a directory, as paths relative to `base`, optionally only some extensions,
 * not descending into folders named in `skipDirs`.
 *
 * @example
 * listFiles('apps/shell/.next-main', 'static', ['.js']);
 */
export function listFiles(
  base: string,
  dir: string,
  extensions?: readonly string[],
  skipDirs: readonly string[] = [],
): string[] {
  const out: string[] = [];
  const walk = (absolute: string) => {
    for (const entry of readdirSync(absolute)) {
      const path = join(absolute, entry);
      if (statSync(path).isDirectory()) {
        if (!skipDirs.includes(entry) && !skipDirs.some((s) => s.endsWith('*') && entry.startsWith(s.slice(0, -1))))
          walk(path);
      } else if (!extensions || extensions.some((ext) => entry.endsWith(ext))) out.push(relative(base, path));
    }
  };
  walk(join(base, dir));
  return out.sort();
}

/**
 * Which SDK markers occur in which files (paths relative to `distDir`).
 *
 * @example
 * findSdkMarkers('apps/shell/.next-main', ['static/chunks/0abc.js'], sdks); // [] when clean
 */
export function findSdkMarkers(
  distDir: string,
  files: readonly string[],
  sdks: readonly ThirdPartySdk[],
): SdkFinding[] {
  const findings: SdkFinding[] = [];
  for (const file of files) {
    const text = readFileSync(join(distDir, file), 'utf8');
    for (const sdk of sdks) {
      const marker = sdk.markers.find((m) => text.includes(m));
      if (marker) findings.push({ sdk: sdk.id, file, marker });
    }
  }
  return findings;
}

/**
 * Whether an npm package name is one of an SDK's packages (`@scope/*` matches the whole scope).
 *
 * @example
 * isSdkPackage('@sentry/core', { packages: ['@sentry/*'] }); // true
 */
export function isSdkPackage(name: string, sdk: Pick<ThirdPartySdk, 'packages'>): boolean {
  return sdk.packages.some((p) => (p.endsWith('/*') ? name.startsWith(p.slice(0, -1)) : name === p));
}

/**
 * SDK packages that the source-map attribution of a first-load found, with their gzip share.
 *
 * @example
 * sdkPackagesIn(attributeFirstLoad(dir), sdks); // [] when clean
 */
export function sdkPackagesIn(
  attribution: Attribution,
  sdks: readonly ThirdPartySdk[],
): { sdk: string; pkg: string; gzip: number }[] {
  const found: { sdk: string; pkg: string; gzip: number }[] = [];
  for (const group of attribution.groups) {
    if (group.kind !== 'package') continue;
    const sdk = sdks.find((s) => isSdkPackage(group.name, s));
    if (sdk) found.push({ sdk: sdk.id, pkg: group.name, gzip: group.gzip });
  }
  return found;
}
