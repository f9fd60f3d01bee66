import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import madge from 'madge';

// Types before rules (STYLE.md): no module of a library imports, through any chain, a module that
// imports it back, type-only imports included (ESLint's import-x/no-cycle, on in every library,
// skips `import type`; a type cycle still ties a data schema to the rules derived from it). madge
// follows every import of the libraries' sources, as TypeScript resolves them.
const root = resolve(__dirname, '../../..');
const LIBS = ['core', 'request', 'brand-config', 'i18n', 'consent', 'analytics', 'realtime', 'shell-ui', 'shell-next'];

async function cycles(paths: string[], baseDir: string): Promise<string[][]> {
  const graph = await madge(paths, {
    baseDir,
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.spec\.tsx?$/, /\.stories\.tsx$/, /\.generated\.ts$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

it('no library has an import cycle, type-only imports included', async () => {
  expect(
    await cycles(
      LIBS.map((lib) => join(root, 'libs', lib, 'src')),
      root,
    ),
  ).toEqual([]);
}, 60_000);

it('a type-only cycle is found (the check can fail)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  try {
    writeFileSync(
      join(dir, 'rules.ts'),
      "import type { Variant } from './data.ts';\nexport const pick = (v: Variant) => v;\n",
    );
    writeFileSync(
      join(dir, 'data.ts'),
      "import type { pick } from './rules.ts';\nexport type Variant = ReturnType<typeof pick> | 'a';\n",
    );
    expect(await cycles([dir], dir)).toEqual([['data.ts', 'rules.ts']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
