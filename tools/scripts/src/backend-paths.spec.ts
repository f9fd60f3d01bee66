import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// The backend's paths are written in one place, core's contract (libs/core/src/backend-paths.ts):
// the request layer, realtime, the page-load step, readiness, the texts asset, the server's reports
// and dev-api take them from there. A path written again anywhere else drifts from the contract.
const root = resolve(__dirname, '../../..');
const HOME = 'libs/core/src/backend-paths.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(spec|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A backend path in a string literal of code (comments and JSDoc examples left out). */
function pathsIn(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'))
    .join('\n');
  return [...code.matchAll(/['"`](\/api\/[a-z][a-z0-9_\-/]*)/g)].map((match) => match[1] ?? '');
}

describe("backend paths live in core's contract alone", () => {
  const files = [
    ...[
      'core',
      'request',
      'realtime',
      'analytics',
      'consent',
      'shell-next',
      'shell-ui',
      'i18n',
      'brand-config',
    ].flatMap((lib) => sources(join(root, 'libs', lib, 'src'))),
    ...sources(join(root, 'tools', 'dev-api', 'src')),
  ].filter((file) => relative(root, file) !== HOME);

  it.each(files.map((file) => [relative(root, file), file]))('%s writes no backend path of its own', (_name, file) => {
    expect(pathsIn(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('finds a path written again (the check can fail)', () => {
    expect(pathsIn("const answer = await api.getJson('/api/session');\n// '/api/comment'")).toEqual(['/api/session']);
  });
});
