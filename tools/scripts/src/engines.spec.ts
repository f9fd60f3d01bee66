import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

// The Node.js range the packages promise (their `engines.node`: 22 from 22.12, 24 and later) must be one every package they install accepts: a dependency that wants a newer Node makes
// `npm install` warn EBADENGINE on the promised versions, and may not run there.
const semver = createRequire(__filename)('semver') as {
  subset(sub: string, dom: string): boolean;
  validRange(range: string): string | null;
};

const root = resolve(__dirname, '../../..');

/** Node.js 22 from 22.12 and 24 and later: the LTS lines (20 left maintenance in April 2026). */
const PROMISED = '^22.12.0 || >=24.0.0';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const read = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** The folder Node's resolution finds a package in, from a package folder: its node_modules, then its parents'. */
function resolvePackage(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

/** Every package a package installs for its users (dependencies and optional ones, recursively). */
function productionClosure(start: string): Map<string, Manifest> {
  const seen = new Map<string, Manifest>();
  const queue = [start];
  while (queue.length > 0) {
    const dir = queue.pop() as string;
    const manifest = read(dir);
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      const found = resolvePackage(dir, name);
      if (!found || seen.has(found)) continue;
      seen.set(found, read(found));
      queue.push(found);
    }
  }
  return seen;
}

const published = [
  ...readdirSync(join(root, 'libs')).map((lib) => join(root, 'libs', lib)),
  join(root, 'tools', 'dev-api'),
  join(root, 'tools', 'create-app'),
].filter((dir) => existsSync(join(dir, 'package.json')) && !read(dir).private);

describe('the Node.js range the packages promise', () => {
  it(`is the same in the root and every published package: ${PROMISED}`, () => {
    expect(read(root).engines?.node).toBe(PROMISED);
    for (const dir of published)
      expect([read(dir).name, read(dir).engines?.node ?? PROMISED]).toEqual([read(dir).name, PROMISED]);
  });

  it.each(published.map((dir) => [read(dir).name, dir] as const))(
    '%s installs nothing that wants a newer Node.js',
    (_name, dir) => {
      const promised = read(dir).engines?.node ?? PROMISED;
      const refusing = [...productionClosure(dir).values()]
        .filter(
          ({ engines }) => engines?.node && semver.validRange(engines.node) && !semver.subset(promised, engines.node),
        )
        .map(({ name, version, engines }) => `${name}@${version} wants node ${engines?.node}`);
      expect(refusing).toEqual([]);
    },
  );

  it('would see a dependency that wants a newer Node.js (the check can fail)', () => {
    expect(semver.subset(PROMISED, '>=24')).toBe(false);
    // Sentry 11's range: 22.0-22.11 left out.
    expect(semver.subset(PROMISED, '>=20.19.0 <22.0.0 || >=22.12.0 <23.0.0 || >=23.2.0')).toBe(true);
    expect(semver.subset('>=22', '>=20.19.0 <22.0.0 || >=22.12.0 <23.0.0 || >=23.2.0')).toBe(false);
  });
});
