import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_IDS } from '@therapy-shell/brand-config';

// The bin as npm create runs it: a real process writing a real directory.
const bin = join(__dirname, '..', 'bin', 'create-app.mjs');
let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'create-app-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const create = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: work, encoding: 'utf8' });
const read = (...path: string[]) => readFileSync(join(work, ...path), 'utf8');
/** Every file both routers' apps have, and the router's own `files`, exist in the app `dir`. */
const expectFiles = (dir: string, files: string[]) => {
  const shared = [
    '.gitignore',
    'README.md',
    'instrumentation.ts',
    'jest.config.mjs',
    'proxy.ts',
    '__tests__/index.test.tsx',
  ];
  for (const file of [...shared, ...files, 'personas/default.json', 'scripts/dev.mjs'])
    expect([file, existsSync(join(work, dir, file))]).toEqual([file, true]);
};

describe('npm create @therapy-shell/app', () => {
  it('writes an App Router app by default, with the same shared files, example page and personas', () => {
    const result = create('My App', '--brand', 'faith');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Created My App (App Router, brand faith');
    const manifest = JSON.parse(read('My App', 'package.json')) as {
      description: string;
      scripts: Record<string, string>;
    };
    expect(manifest.description).toBe('A Next.js app on the Therapy Shell (App Router), brand faith.');
    expect(manifest.scripts['dev-api']).toBe(
      'therapy-shell-dev-api --port 4000 --brand faith --fixtures personas --with-shipped-personas',
    );
    // Next.js 16's defaults: Cache Components, the layout opting out of the static shell.
    expect(read('My App', 'next.config.mjs')).toContain("withShell({ cacheComponents: true }, { brand: 'faith' })");
    expect(read('My App', 'app', 'layout.tsx')).toMatch(/^export const instant = false;$/m);
    expectFiles('My App', [
      'app/layout.tsx',
      'app/page.tsx',
      'app/greeting.tsx',
      'app/care-guide/page.tsx',
      'app/care-guide/care-guide.tsx',
      'app/gethelpnow/page.tsx',
      'app/not-found.tsx',
      'app/error.tsx',
      'app/global-error.tsx',
    ]);
    // Nothing of the other router, and the README's table is the App Router's.
    for (const file of ['pages', 'what-is-where.md'])
      expect([file, existsSync(join(work, 'My App', file))]).toEqual([file, false]);
    const readme = read('My App', 'README.md');
    expect(readme).toContain('on the App Router, brand `faith`');
    expect(readme).toMatch(/\| `app\/layout\.tsx` +\|/);
    expect(readme).not.toMatch(/\{\{\w+\}\}/);
    expect(read('My App', 'app', 'page.tsx')).toContain("const shell = await getShellData('Home');");
    expect(read('My App', 'app', 'greeting.tsx')).toContain('const { visitor, site } = useShell();');
    expect(read('My App', 'app', 'care-guide', 'care-guide.tsx')).toMatch(/^'use client';\n/);
    expect(read('My App', 'app', 'care-guide', 'care-guide.tsx')).toContain("get('/api/care-plan/')");
    expect(read('My App', '__tests__', 'index.test.tsx')).toContain("import { Greeting } from '../app/greeting';");
  });

  it("writes the App Router reference app's proxy, word for word", () => {
    expect(create('app').status).toBe(0);
    expect(read('app', 'proxy.ts')).toBe(
      readFileSync(join(__dirname, '..', '..', '..', 'apps', 'shell-app', 'proxy.ts'), 'utf8'),
    );
  });

  it('writes a working Pages Router app with --router pages: ESM, pinned versions, the shell files, the example page and its mock', () => {
    const result = create('My App', '--router', 'pages', '--brand', 'faith');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Created My App (Pages Router, brand faith');
    const manifest = JSON.parse(read('My App', 'package.json')) as Record<string, Record<string, string> | string>;
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(manifest).toMatchObject({
      name: 'my-app',
      private: true,
      type: 'module',
      scripts: {
        dev: 'node scripts/dev.mjs',
        build: 'next build',
        start: 'next start',
        test: 'tsc --noEmit && jest',
      },
      dependencies: {
        '@therapy-shell/shell-next': version,
        '@therapy-shell/shell-ui': version,
        '@therapy-shell/request': version,
        next: '16.4.6',
        react: '19.3.1',
      },
      devDependencies: {
        '@therapy-shell/dev-api': version,
        typescript: '5.9.3',
        jest: '30.5.2',
        'jest-environment-jsdom': '30.5.2',
        '@jest/globals': '30.5.2',
        '@testing-library/react': '16.3.3',
        '@testing-library/dom': '10.4.2',
      },
    });
    // The app's personas first, then the shipped ones for the names it lacks (the guide's counselor).
    expect((manifest['scripts'] as Record<string, string>)['dev-api']).toBe(
      'therapy-shell-dev-api --port 4000 --brand faith --fixtures personas --with-shipped-personas',
    );
    expect(read('My App', 'next.config.mjs')).toContain("withShell({}, { brand: 'faith' })");
    expect(JSON.parse(read('My App', 'tsconfig.json'))).toMatchObject({ compilerOptions: { strict: true } });
    expectFiles('My App', [
      'pages/_app.tsx',
      'pages/_document.tsx',
      'pages/index.tsx',
      'pages/care-guide.tsx',
      'pages/gethelpnow.tsx',
    ]);
    expect(existsSync(join(work, 'My App', 'gitignore'))).toBe(false);
    expect(existsSync(join(work, 'My App', '.npmrc'))).toBe(false);
    expect(read('My App', 'README.md')).toContain("withShell({}, { brand: 'faith' })");
    expect(read('My App', 'pages', 'care-guide.tsx')).toContain("get('/api/care-plan/')");
    // The home page reads the visitor from the shell, and its component test gives it one.
    expect(read('My App', 'pages', 'index.tsx')).toContain('const shell = getShellData(context);');
    expect(read('My App', 'pages', 'index.tsx')).toContain('const { visitor, site } = useShell();');
    expect(read('My App', '__tests__', 'index.test.tsx')).toContain(
      "import { ShellTestProvider } from '@therapy-shell/shell-next/testing';",
    );
    expect(read('My App', 'jest.config.mjs')).toContain(
      "export default withShellJest(createJestConfig({ testEnvironment: 'jsdom' }));",
    );
    const mocks = JSON.parse(read('My App', 'personas', 'default.json')) as { mocks: { path: string }[] };
    expect(mocks.mocks.map((mock) => mock.path)).toContain('/api/care-plan/');
  });

  it('writes an .npmrc for the @therapy-shell scope with --registry', () => {
    expect(create('app', '--registry', 'http://127.0.0.1:4873').status).toBe(0);
    expect(read('app', '.npmrc')).toBe('@therapy-shell:registry=http://127.0.0.1:4873/\n');
  });

  it('knows the brands brand-config knows', () => {
    const listed = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { BRANDS } from ${JSON.stringify(bin)}; console.log(JSON.stringify(BRANDS));`,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(listed.stdout)).toEqual([...BRAND_IDS]);
  });

  it.each<[string, string[], RegExp]>([
    ['no directory', [], /name the directory to create/],
    ['an unknown brand', ['app', '--brand', 'acme'], /unknown brand "acme": one of main, organisation/],
    ['an unknown router', ['app', '--router', 'remix'], /unknown router "remix": app \(the App Router\) or pages/],
    ['a router without a value', ['app', '--router'], /--router needs a value/],
    ['a brand without a value', ['app', '--brand'], /--brand needs a value/],
    ['an unknown option', ['app', '--typescript'], /unknown option --typescript/],
    ['two directories', ['a', 'b'], /one directory only/],
    ['a registry that is not a URL', ['app', '--registry', 'localhost'], /--registry needs a URL/],
  ])('refuses %s with a message and the usage, exit 2', (_name, args, message) => {
    const result = create(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Usage: npm create @therapy-shell/app');
  });

  it('refuses a directory that is not empty, and writes nothing into it', () => {
    mkdirSync(join(work, 'taken'));
    writeFileSync(join(work, 'taken', 'notes.txt'), 'mine');
    const result = create('taken');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('taken exists and is not empty');
    expect(existsSync(join(work, 'taken', 'package.json'))).toBe(false);
  });

  it('prints its usage with --help', () => {
    const result = create('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('--brand <id>');
    expect(result.stdout).toContain('--router <router>');
  });
});

// Each router's app is written alone, so the example page, the greeting and its test are in both
// templates; these keep the copies the same where the routers do not differ.
describe("the two routers' templates", () => {
  const template = (...path: string[]) => readFileSync(join(__dirname, '..', 'template', ...path), 'utf8');
  /** The text of `source` from `start` to the end of the function that follows it. */
  const from = (source: string, start: string) => {
    const at = source.indexOf(start);
    expect(at).toBeGreaterThanOrEqual(0);
    const end = source.indexOf('\n}\n', at);
    expect(end).toBeGreaterThan(at);
    return source.slice(at, end + 3);
  };

  it('have the same care guide, a component in the App Router app and a page in the Pages Router app', () => {
    const app = template('app-router', 'app', 'care-guide', 'care-guide.tsx');
    const pages = template('pages-router', 'pages', 'care-guide.tsx');
    // From the data's type to the end of the component (the Pages Router's file then frames it).
    const body = (source: string) =>
      source.slice(source.indexOf('interface CarePlan'), source.indexOf('\nexport default') + 1 || undefined).trimEnd();
    expect(body(app).replace('export function CareGuide()', 'function CareGuidePage()')).toBe(body(pages));
    expect(body(pages)).toContain('toast.show({');
  });

  it('greet the same, and test the greeting the same', () => {
    const greeting = (source: string) => from(source, '  const { visitor, site } = useShell();');
    expect(greeting(template('app-router', 'app', 'greeting.tsx'))).toBe(
      greeting(template('pages-router', 'pages', 'index.tsx')),
    );
    const cases = (source: string) => source.slice(source.indexOf('test.each(['));
    expect(cases(template('app-router', '__tests__', 'index.test.tsx')).replace(/Greeting/g, 'HomePage')).toBe(
      cases(template('pages-router', '__tests__', 'index.test.tsx')),
    );
  });
});

describe('the guide shows what the app is', () => {
  const guide = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'product-teams.md'), 'utf8');
  const template = (...path: string[]) => readFileSync(join(__dirname, '..', 'template', ...path), 'utf8');
  /**
   * Where the template keeps a file: the router's folder, else the shared one. The guide shows the
   * App Router's component test (the Pages Router's is the same test of the page).
   */
  const templateFile = (file: string) =>
    file === 'jest.config.mjs'
      ? template('common', file)
      : template(
          file.startsWith('app/') || file.startsWith('__tests__/') ? 'app-router' : 'pages-router',
          ...file.split('/'),
        );
  /** The code block of a section of the guide that starts with the comment naming `file`. */
  const block = (section: string, file: string) => {
    const start = guide.indexOf(`## ${section}`);
    const end = guide.indexOf('\n## ', start + 1);
    const text = guide.slice(start, end === -1 ? undefined : end);
    const found = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)]
      .map((match) => match[1] ?? '')
      .find((code) => code.startsWith(`// ${file}`));
    if (found === undefined) throw new Error(`no code block starting with "// ${file}" in section ${section}`);
    return found;
  };

  it.each([
    ['6. Reading the visitor', 'app/page.tsx'],
    ['6. Reading the visitor', 'app/greeting.tsx'],
    ['6. Reading the visitor', 'pages/index.tsx'],
    ['6. Reading the visitor', '__tests__/index.test.tsx'],
    ['6. Reading the visitor', 'jest.config.mjs'],
  ])("section %s shows the template's %s, word for word", (section, file) => {
    const source = templateFile(file);
    // The guide names the file on its first line; the rest is the file.
    expect(block(section, file)).toBe(`// ${file}\n${source}`);
  });
});

// The template's proxy.ts is apps/shell/proxy.ts, word for word: apps/shell/src/proxy.spec.ts holds
// the three copies (the app's, this template's, the guide's) together and runs the matcher's table
// over each through Next.js's own matcher.
