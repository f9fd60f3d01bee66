// Builds the library in the current directory: ESM + .d.ts from tsconfig.lib.json into dist/,
// then copies stylesheets (CSS Modules) next to the compiled modules that import them.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const cwd = process.cwd();
rmSync(join(cwd, 'dist'), { recursive: true, force: true });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.lib.json'], { stdio: 'inherit', cwd });

// tsc rewrites './x.ts' to './x.js' in JavaScript but keeps it in declarations: align them.
const TS_SPECIFIER = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g;
function fixDeclarations(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) fixDeclarations(path);
    else if (entry.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const fixed = text.replace(TS_SPECIFIER, '$1$2$3.js$2');
      if (fixed !== text) writeFileSync(path, fixed);
    }
  }
}
fixDeclarations(join(cwd, 'dist'));

function copyStyles(dir) {
  // Only beside compiled modules: a folder tsc left out (testing/) keeps its stylesheets out of the package.
  if (!existsSync(join(cwd, 'dist', relative(join(cwd, 'src'), dir)))) return;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) copyStyles(path);
    else if (entry.endsWith('.css')) cpSync(path, join(cwd, 'dist', relative(join(cwd, 'src'), path)));
  }
}
copyStyles(join(cwd, 'src'));
rmSync(join(cwd, 'dist', '.tsbuildinfo'), { force: true });
