// A fake Next.js build folder for the unit tests: a build-manifest.json and the chunks it names.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Writes `files` (path relative to the build -> content) and a manifest with the given pages into
 * a new temporary folder, and returns its path. The caller removes it.
 *
 * @example
 * const dir = fakeBuild({ '/_app': ['static/chunks/app.js'], '/': ['static/chunks/index.js'] }, { 'static/chunks/app.js': 'x' });
 */
export function fakeBuild(pages: Record<string, string[]>, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ pages, rootMainFiles: [] }));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
