#!/usr/bin/env node
// Package gate of the library in the current directory (run by each library's `publint` target after
// its build, beside publint and attw). It checks what a product team gets from the registry:
//
// 1. ESM that Node resolves with no consumer configuration:
//    - every entry of `exports` imports in plain Node (the way Next.js loads an external package on
//      the server), stylesheets stubbed as a bundler would;
//    - every import specifier of every built file resolves under Node's ESM rules, also the lazy
//      `import()` ones an entry import does not reach (`next/app` fails: Next has no exports map,
//      so the file extension is required: `next/app.js`);
//    - every import specifier of every declaration file resolves under TypeScript's NodeNext rules.
// 2. What `npm pack` ships: LICENSE (the same text as the workspace's), README, package.json, dist;
//    no tests, stories, story helpers or test helpers (`testing/` folders), no build info.
// 3. The metadata a registry page needs: license, repository with this directory, homepage, bugs,
//    public access.
//
// Usage: node ../../tools/scripts/check-package.mjs   (in libs/<lib>, after its build)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const problems = [];
const problem = (text) => problems.push(text);

/** Every file under a folder, as paths relative to it. */
function walk(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path, base) : [relative(base, path)];
  });
}

// ---- 1a. every export entry imports in plain Node ---------------------------------------------
// A loader hook answers stylesheet imports with an empty module (bundlers handle CSS; Node cannot)
// and nothing else: any other failure to resolve or load is the package's.
const cssStub = `data:text/javascript,${encodeURIComponent(`
export async function load(url, context, next) {
  if (/\\.css(\\?.*)?$/.test(url)) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return next(url, context);
}`)}`;
const register = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(cssStub)});`)}`;

// Subpath patterns (`./tokens/*`) name data files, not modules: section 2 checks that they ship.
const entries = Object.keys(pkg.exports ?? { '.': pkg.main }).filter(
  (key) => !key.endsWith('.json') && !key.includes('*'),
);
for (const key of entries) {
  const specifier = key === '.' ? pkg.name : `${pkg.name}/${key.replace(/^\.\//, '')}`;
  // Run from the workspace root, as a consumer would import the installed package (no source condition).
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      register,
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(specifier)}); if (Object.keys(m).length === 0) throw new Error('no exports');`,
    ],
    { cwd: workspaceRoot, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (result.status !== 0) {
    const message = (result.stderr || result.stdout)
      .split('\n')
      .filter((line) => /Error|ERR_/.test(line))
      .slice(0, 3)
      .join('\n    ');
    problem(`import('${specifier}') fails in plain Node:\n    ${message || result.stderr}`);
  }
}

// ---- 1b. every specifier of every built module resolves under Node's ESM rules ----------------
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;
function specifiersOf(text) {
  // Comments may quote imports (`@example` blocks): drop them first.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(SPECIFIER)].map((match) => match[2]);
}

const distFiles = walk(join(cwd, 'dist'));
const jsFiles = distFiles.filter((file) => file.endsWith('.js'));
const pairs = jsFiles.flatMap((file) =>
  specifiersOf(readFileSync(join(cwd, 'dist', file), 'utf8')).map((specifier) => ({ file, specifier })),
);
if (pairs.length > 0) {
  // import.meta.resolve(specifier, parent) is Node's own ESM resolver (parent argument behind a flag on Node 20).
  const script = `
    import { statSync } from 'node:fs';
    const pairs = JSON.parse(process.argv[1]);
    const failures = [];
    for (const { parent, specifier } of pairs) {
      try {
        // The resolver does not check that the final file exists: Node's loader does, so check it here.
        const url = import.meta.resolve(specifier, parent);
        if (url.startsWith('file:')) {
          const stat = statSync(new URL(url), { throwIfNoEntry: false });
          if (!stat) failures.push({ parent, specifier, code: 'ERR_MODULE_NOT_FOUND' });
          else if (stat.isDirectory()) failures.push({ parent, specifier, code: 'ERR_UNSUPPORTED_DIR_IMPORT' });
        }
      } catch (error) { failures.push({ parent, specifier, code: error.code ?? error.message }); }
    }
    console.log(JSON.stringify(failures));`;
  const payload = pairs.map(({ file, specifier }) => ({
    parent: pathToFileURL(join(cwd, 'dist', file)).href,
    specifier,
  }));
  const output = execFileSync(
    process.execPath,
    [
      '--experimental-import-meta-resolve',
      '--no-warnings',
      '--input-type=module',
      '-e',
      script,
      JSON.stringify(payload),
    ],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );
  for (const failure of JSON.parse(output)) {
    const file = relative(cwd, fileURLToPath(failure.parent));
    const hint =
      /^[^.@][^/]*\/|^@[^/]+\/[^/]+\//.test(failure.specifier) && !/\.[cm]?js$/.test(failure.specifier)
        ? ` (a package without an exports map needs the extension: '${failure.specifier}.js')`
        : '';
    problem(`${file}: '${failure.specifier}' does not resolve under Node's ESM rules: ${failure.code}${hint}`);
  }
}

// ---- 1c. every specifier of every declaration file resolves under TypeScript's NodeNext rules --
const ts = createRequire(import.meta.url)('typescript');
const host = ts.sys;
const options = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  allowArbitraryExtensions: true,
};
for (const file of distFiles.filter((f) => f.endsWith('.d.ts'))) {
  const path = join(cwd, 'dist', file);
  for (const specifier of specifiersOf(readFileSync(path, 'utf8'))) {
    if (/\.css$/.test(specifier)) continue; // no declaration imports a stylesheet today; tolerated like bundlers do
    if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue; // ambient modules of @types/node
    const { resolvedModule } = ts.resolveModuleName(
      specifier,
      path,
      options,
      host,
      undefined,
      undefined,
      ts.ModuleKind.ESNext,
    );
    if (!resolvedModule)
      problem(`dist/${file}: types of '${specifier}' do not resolve under TypeScript's NodeNext (ESM) rules`);
  }
}

// ---- 2. what npm pack ships ----------------------------------------------------------------------
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
)[0].files.map((f) => f.path);
for (const required of ['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts']) {
  if (!packed.includes(required)) problem(`npm pack does not ship ${required}`);
}
const FORBIDDEN = [
  [/\.spec\.tsx?$|\.test\.tsx?$|\.spec\.js$/, 'a test'],
  [/\.stories\.tsx?$|story-helpers\./, 'a story or story helper'],
  [/(^|\/)testing\//, 'a test helper (testing/): publish it only as a documented ./testing entry'],
  [
    /\.tsbuildinfo$|(^|\/)jest\.config|(^|\/)tsconfig.*\.json$|(^|\/)api-extractor.*\.json$|(^|\/)etc\//,
    'build or test configuration',
  ],
];
const testingIsPublic = Object.keys(pkg.exports ?? {}).includes('./testing');
for (const file of packed) {
  for (const [pattern, what] of FORBIDDEN) {
    if (pattern.test(file) && !(testingIsPublic && /(^|\/)testing\//.test(file)))
      problem(`npm pack ships ${file}: ${what}`);
  }
}
// Every file a subpath pattern of `exports` names (`"./tokens/*": "./tokens/*"`) ships, and the pattern names one at least.
for (const [key, target] of Object.entries(pkg.exports ?? {}).filter(([key]) => key.includes('*'))) {
  const path = typeof target === 'string' ? target : (target?.default ?? target?.import);
  if (typeof path !== 'string' || !path.startsWith('./') || path.split('*').length !== 2) {
    problem(`exports "${key}": expected one "./<folder>/*" target, got ${JSON.stringify(target)}`);
    continue;
  }
  const [prefix, suffix] = path.slice(2).split('*');
  const named = (file) =>
    file.startsWith(prefix) && file.endsWith(suffix) && file.length >= prefix.length + suffix.length;
  const onDisk = walk(join(cwd, prefix.slice(0, prefix.lastIndexOf('/') + 1))).map(
    (file) => `${prefix.slice(0, prefix.lastIndexOf('/') + 1)}${file}`,
  );
  if (!packed.some(named)) problem(`exports "${key}" names no file that npm pack ships`);
  for (const file of onDisk.filter(named)) {
    if (!packed.includes(file)) problem(`exports "${key}" names ${file}, which npm pack does not ship`);
  }
}
const rootLicense = readFileSync(join(workspaceRoot, 'LICENSE'), 'utf8');
if (!existsSync(join(cwd, 'LICENSE')) || readFileSync(join(cwd, 'LICENSE'), 'utf8') !== rootLicense) {
  problem('LICENSE differs from the workspace LICENSE (copy it: cp LICENSE libs/<lib>/LICENSE)');
}

// ---- 3. registry metadata ----------------------------------------------------------------------------
const rootDirectory = relative(workspaceRoot, cwd).split('\\').join('/');
const rootLicenseId = /^MIT License/.test(rootLicense) ? 'MIT' : undefined;
if (!pkg.license || (rootLicenseId && pkg.license !== rootLicenseId))
  problem(`license is ${pkg.license ?? 'missing'}, the LICENSE file is ${rootLicenseId ?? 'unknown'}`);
if (pkg.private) problem('the package is private');
if (pkg.repository?.type !== 'git' || !pkg.repository?.url || pkg.repository?.directory !== rootDirectory) {
  problem(`repository must be { type: "git", url, directory: "${rootDirectory}" }`);
}
if (!pkg.homepage) problem('homepage is missing');
if (!pkg.bugs?.url) problem('bugs.url is missing');
if (pkg.publishConfig?.access !== 'public')
  problem('publishConfig.access must be "public" (scoped packages are private by default)');
for (const field of ['dependencies', 'peerDependencies']) {
  for (const [name, range] of Object.entries(pkg[field] ?? {})) {
    if (name.startsWith('@therapy-shell/') && /^(workspace:|file:|link:|\*)/.test(range))
      problem(`${field}.${name} is ${range}: not installable from a registry`);
  }
}

if (problems.length > 0) {
  console.error(`${pkg.name}: ${problems.length} package problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `${pkg.name}: ${entries.length} entr${entries.length === 1 ? 'y imports' : 'ies import'} in plain Node; ${pairs.length} module specifiers and the declarations resolve (Node ESM, TypeScript NodeNext); ${packed.length} packed files, LICENSE and metadata in order.`,
);
