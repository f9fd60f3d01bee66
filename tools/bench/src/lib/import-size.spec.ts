import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSize } from './import-size.ts';

/** A root with a package `lib` (ESM, side-effect free, built into dist/) of two modules. */
function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const pkg = join(root, 'node_modules', 'lib');
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  mkdirSync(join(pkg, 'src'), { recursive: true });
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({
      name: 'lib',
      type: 'module',
      sideEffects: false,
      exports: { '.': { '@therapy-shell/source': './src/index.js', import: './dist/index.js' } },
    }),
  );
  writeFileSync(join(pkg, 'src', 'index.js'), "throw new Error('the source, not the build, was bundled');");
  writeFileSync(
    join(pkg, 'dist', 'index.js'),
    "export { small } from './small.js';\nexport { big } from './big.js';\n",
  );
  writeFileSync(
    join(pkg, 'dist', 'small.js'),
    "import { useState } from 'react';\nexport function small() { return useState(1); }\n",
  );
  writeFileSync(
    join(pkg, 'dist', 'big.js'),
    `export function big() { return ${JSON.stringify('z'.repeat(5000).replace(/z/g, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))))}; }\n`,
  );
  return root;
}

describe('importSize', () => {
  it('bundles only what the entry imports, from dist/, with React left external', async () => {
    const root = fakeRoot();
    try {
      const small = await importSize(root, { name: 'small', code: "export { small } from 'lib';" });
      const both = await importSize(root, { name: 'both', code: "export { small, big } from 'lib';" });
      expect(small.inputs.map((i) => i.path)).toEqual(['node_modules/lib/dist/small.js']);
      expect(small.gzip).toBeLessThan(200);
      expect(both.gzip - small.gzip).toBeGreaterThan(2500);
      expect(small.cssGzip).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('says which package did not resolve and how to build it', async () => {
    const root = fakeRoot();
    try {
      await expect(
        importSize(root, { name: 'missing', code: "export { x } from '@therapy-shell/missing';" }),
      ).rejects.toThrow('Import budget "missing": esbuild could not bundle');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
