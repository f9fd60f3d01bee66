import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const tracked = (pattern: string): string[] =>
  execFileSync('git', ['ls-files', pattern], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

// The owner's decision: the repository and every package are MIT-licensed.
describe('licence', () => {
  const manifests = tracked('*package.json');

  it('finds the root manifest and every library manifest', () => {
    expect(manifests).toContain('package.json');
    expect(manifests.filter((path) => path.startsWith('libs/')).length).toBeGreaterThanOrEqual(9);
  });

  it.each(manifests)('%s says MIT', (path) => {
    const manifest = JSON.parse(readFileSync(join(root, path), 'utf8')) as { license?: unknown };
    expect(manifest.license).toBe('MIT');
  });

  it('every published package ships the root LICENSE text, which is the MIT licence', () => {
    const text = readFileSync(join(root, 'LICENSE'), 'utf8');
    expect(text.startsWith('MIT License')).toBe(true);
    for (const path of tracked('*LICENSE').filter((p) => p !== 'LICENSE')) {
      expect({ path, text: readFileSync(join(root, path), 'utf8') }).toEqual({ path, text });
    }
  });
});
