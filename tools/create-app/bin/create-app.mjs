#!/usr/bin/env node
// npm create @therapy-shell/app <dir> -- [--router app|pages] [--brand <id>] [--registry <url>]
//
// Writes a product team's Next.js app on the Therapy Shell into <dir> (which must not exist, or be
// empty), on the App Router (the default, as create-next-app's) or the Pages Router: ES modules,
// TypeScript pinned to the version that works with strict settings, next.config with withShell, the
// shell around every page (app/layout.tsx, or pages/_app and pages/_document), proxy.ts and
// instrumentation.ts, a home page that greets the visitor the shell already knows with its component
// test (Jest), an example page that calls the team's own endpoint through the request layer, shows
// a toast and sends a page event, persona files with a mock of that endpoint for dev-api, and a
// README. The files both routers share are in template/common, each router's in
// template/<router>-router. Nothing is installed: the last lines say what to run. Only Node.js
// built-ins are used.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The brands of brand-config (`BRAND_IDS`); a test keeps the two lists equal. */
export const BRANDS = ['main', 'organisation', 'faith', 'pride', 'fifth', 'regional', 'teen', 'eighth'];

/** The routers an app can be written for; the first is the default. */
export const ROUTERS = ['app', 'pages'];

/** The versions a new app pins: the ones the shell is built and tested with. */
export const PINNED = {
  next: '16.4.6',
  react: '19.3.1',
  'react-dom': '19.3.1',
  typescript: '5.9.3',
  '@types/node': '22.20.7',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  jest: '30.5.2',
  'jest-environment-jsdom': '30.5.2',
  '@jest/globals': '30.5.2',
  '@testing-library/react': '16.3.3',
  '@testing-library/dom': '10.4.2',
};

const here = fileURLToPath(new URL('..', import.meta.url));
const USAGE = `Usage: npm create @therapy-shell/app <dir> -- [--router app|pages] [--brand <id>] [--registry <url>]

  <dir>              where the app is written (must not exist, or be empty)
  --router <router>  app (the App Router, default) or pages (the Pages Router)
  --brand <id>       the brand the app is for: ${BRANDS.join(', ')} (default main)
  --registry <url>   write an .npmrc that takes @therapy-shell/* from this registry
                     (npm run registry:local in the shell's workspace prints one)
`;

class UsageError extends Error {}

/** Parses the arguments; throws a UsageError naming what is wrong. */
export function parseArgs(argv) {
  const options = { dir: undefined, router: ROUTERS[0], brand: 'main', registry: undefined, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--router') options.router = value();
    else if (arg.startsWith('--router=')) options.router = arg.slice('--router='.length);
    else if (arg === '--brand') options.brand = value();
    else if (arg.startsWith('--brand=')) options.brand = arg.slice('--brand='.length);
    else if (arg === '--registry') options.registry = value();
    else if (arg.startsWith('--registry=')) options.registry = arg.slice('--registry='.length);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else if (options.dir === undefined) options.dir = arg;
    else throw new UsageError(`one directory only (got ${options.dir} and ${arg})`);
  }
  if (options.help) return options;
  if (!options.dir)
    throw new UsageError('name the directory to create, for example: npm create @therapy-shell/app my-app');
  if (!ROUTERS.includes(options.router))
    throw new UsageError(`unknown router "${options.router}": app (the App Router) or pages (the Pages Router)`);
  if (!BRANDS.includes(options.brand))
    throw new UsageError(`unknown brand "${options.brand}": one of ${BRANDS.join(', ')}`);
  if (options.registry !== undefined) {
    let url;
    try {
      url = new URL(options.registry);
    } catch {
      throw new UsageError(`--registry needs a URL, not "${options.registry}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UsageError(`--registry needs an http(s) URL, not "${options.registry}"`);
    options.registry = url.href.endsWith('/') ? url.href : `${url.href}/`;
  }
  return options;
}

/** An npm package name from a directory name: lower case, letters, digits, `-`, `.` and `_`. */
export function packageName(dir) {
  const name = basename(resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+/, '')
    .slice(0, 214);
  return name || 'therapy-shell-app';
}

/** The app's package.json. */
export function appManifest(name, brand, version, router = ROUTERS[0]) {
  const shell = (pkg) => [`@therapy-shell/${pkg}`, version];
  return {
    name,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: `A Next.js app on the Therapy Shell (${router === 'app' ? 'App' : 'Pages'} Router), brand ${brand}.`,
    engines: { node: '^22.12.0 || >=24.0.0' },
    scripts: {
      dev: 'node scripts/dev.mjs',
      // The app's personas first, then dev-api's shipped ones (counselor, crisis-gb, ...) for the names it lacks.
      'dev-api': `therapy-shell-dev-api --port 4000 --brand ${brand} --fixtures personas --with-shipped-personas`,
      build: 'next build',
      start: 'next start',
      test: 'tsc --noEmit && jest',
    },
    dependencies: Object.fromEntries([
      shell('request'),
      shell('shell-next'),
      shell('shell-ui'),
      ['next', PINNED.next],
      ['react', PINNED.react],
      ['react-dom', PINNED['react-dom']],
    ]),
    devDependencies: Object.fromEntries([
      shell('dev-api'),
      ['@jest/globals', PINNED['@jest/globals']],
      ['@testing-library/dom', PINNED['@testing-library/dom']],
      ['@testing-library/react', PINNED['@testing-library/react']],
      ['@types/node', PINNED['@types/node']],
      ['@types/react', PINNED['@types/react']],
      ['@types/react-dom', PINNED['@types/react-dom']],
      ['jest', PINNED.jest],
      ['jest-environment-jsdom', PINNED['jest-environment-jsdom']],
      ['typescript', PINNED.typescript],
    ]),
  };
}

/** Writes the app into `dir`; returns the files written, relative to it. */
export function createApp({ dir, router = ROUTERS[0], brand, registry }) {
  const target = resolve(dir);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new UsageError(`${dir} exists and is not empty: pick a new directory`);
  const { version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
  mkdirSync(target, { recursive: true });
  cpSync(join(here, 'template', 'common'), target, { recursive: true });
  // The router's own files; its what-is-where.md is the README's table of them, not a file of the app.
  const routerDir = join(here, 'template', `${router}-router`);
  const ownFiles = join(routerDir, 'what-is-where.md');
  cpSync(routerDir, target, { recursive: true, filter: (source) => source !== ownFiles });
  // npm leaves .gitignore out of a package: the template keeps it as gitignore.
  renameSync(join(target, 'gitignore'), join(target, '.gitignore'));
  writeFileSync(
    join(target, 'package.json'),
    `${JSON.stringify(appManifest(packageName(dir), brand, version, router), null, 2)}\n`,
  );
  writeFileSync(
    join(target, 'next.config.mjs'),
    [
      "// The app's next.config: withShell adds what every shell app needs (shell-next's README), for this brand.",
      "import { withShell } from '@therapy-shell/shell-next/next-config';",
      '',
      ...(router === 'app'
        ? [
            "// Cache Components, create-next-app's default: the shell's pages render per request, so",
            '// app/layout.tsx opts out of the static shell (shell-next\'s README, "Cache Components").',
            `export default withShell({ cacheComponents: true }, { brand: '${brand}' });`,
          ]
        : [`export default withShell({}, { brand: '${brand}' });`]),
      '',
    ].join('\n'),
  );
  if (registry) writeFileSync(join(target, '.npmrc'), `@therapy-shell:registry=${registry}\n`);
  const readme = join(target, 'README.md');
  writeFileSync(
    readme,
    readFileSync(readme, 'utf8')
      .replace('{{files}}\n', readFileSync(ownFiles, 'utf8'))
      .replaceAll('{{router}}', router === 'app' ? 'App Router' : 'Pages Router')
      .replaceAll('{{brand}}', brand)
      .replaceAll('{{name}}', packageName(dir)),
  );
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(target, path));
    }
  };
  walk(target);
  return files.sort();
}

function main(argv) {
  let options;
  try {
    options = parseArgs(argv);
    if (options.help) {
      process.stdout.write(USAGE);
      return 0;
    }
    const files = createApp(options);
    const shown = relative(process.cwd(), resolve(options.dir)) || '.';
    process.stdout.write(
      [
        `Created ${shown} (${options.router === 'app' ? 'App' : 'Pages'} Router, brand ${options.brand}, ${files.length} files).`,
        '',
        'Next:',
        `  cd ${shown}`,
        '  npm install',
        '  npm run dev        # dev-api on :4000 and the app on http://localhost:3000/care-guide/',
        '',
        'README.md says what is where; the guide is docs/product-teams.md of the Therapy Shell.',
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`create-app: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

// Run as a bin (npm links it from node_modules/.bin), not when a test imports it.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url)))
  process.exitCode = main(process.argv.slice(2));
