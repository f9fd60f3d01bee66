import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Lint fixtures: source text linted as if it stood in a project's src/, by ESLint with the real
// workspace config and project graph, in a plain Node process (ESLint loads its ESM config there).
// Forbidden imports must fail; allowed ones must not.
const root = join(__dirname, '..', '..', '..');

type Fixture = readonly [name: string, file: string, code: string];
type ForbiddenFixture = readonly [name: string, file: string, code: string, reason: RegExp];

const LINT_ALL = `
import { ESLint } from 'eslint';
import { join } from 'node:path';
const fixtures = JSON.parse(await new Promise((resolve) => { let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => resolve(s)); }));
const eslint = new ESLint({ cwd: process.cwd() });
const out = {};
for (const [name, file, code] of fixtures) {
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), file) });
  out[name] = result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(fixtures: readonly Fixture[]): Record<string, string[]> {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_ALL], {
    cwd: root,
    input: JSON.stringify(fixtures),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return JSON.parse(output) as Record<string, string[]>;
}

const forbidden: ForbiddenFixture[] = [
  [
    'shell-ui imports next',
    'libs/shell-ui/src/fixture.tsx',
    "import Link from 'next/link';\nexport const x = Link;\n",
    /"type:ui" is not allowed to import "next\/link"/,
  ],
  [
    'request imports react',
    'libs/request/src/fixture.ts',
    "import { useState } from 'react';\nexport const x = useState;\n",
    /"type:data" is not allowed to import "react"/,
  ],
  [
    'core imports react',
    'libs/core/src/fixture.ts',
    "import { createElement } from 'react';\nexport const x = createElement;\n",
    /"type:util" is not allowed to import "react"/,
  ],
  [
    'brand-config imports next',
    'libs/brand-config/src/fixture.ts',
    "import Head from 'next/head';\nexport const x = Head;\n",
    /"type:util" is not allowed to import "next\/head"/,
  ],
  [
    'core imports request (against the direction)',
    'libs/core/src/fixture.ts',
    "import { RequestError } from '@therapy-shell/request';\nexport const x = RequestError;\n",
    /Circular dependency between "core" and "request"/,
  ],
  [
    'request imports shell-ui',
    'libs/request/src/fixture.ts',
    "import { Footer } from '@therapy-shell/shell-ui';\nexport const x = Footer;\n",
    /"lib:request" can only depend on libs tagged with "lib:core"/,
  ],
  [
    'shell-ui imports shell-next',
    'libs/shell-ui/src/fixture.ts',
    "import { loadShell } from '@therapy-shell/shell-next';\nexport const x = loadShell;\n",
    /Circular dependency between "shell-ui" and "shell-next"/,
  ],
  [
    'shell-ui imports request (UI never fetches)',
    'libs/shell-ui/src/fixture.ts',
    "import { createServerClient } from '@therapy-shell/request';\nexport const x = createServerClient;\n",
    /"lib:shell-ui" can only depend on libs tagged with/,
  ],
  [
    'a library imports from tools',
    'libs/shell-ui/src/fixture.ts',
    "import { buildServer } from '@therapy-shell/dev-api';\nexport const x = buildServer;\n",
    /Imports of apps are forbidden/,
  ],
  [
    'a tool imports a feature library',
    'tools/dev-api/src/fixture.ts',
    "import { installNodeRenderer } from '@therapy-shell/shell-next/server';\nexport const x = installNodeRenderer;\n",
    /"type:tool" can only depend on libs tagged with "type:util", "type:data"/,
  ],
  [
    'a deep import into another library',
    'libs/shell-ui/src/fixture.ts',
    "import { CATALOGUES } from '@therapy-shell/i18n/src/messages';\nexport const x = CATALOGUES;\n",
    /Transitive or unresolvable dependencies are not allowed/,
  ],
];

const allowed: Fixture[] = [
  [
    'request imports core',
    'libs/request/src/fixture.ts',
    "import { isLoggedIn } from '@therapy-shell/core';\nexport const x = isLoggedIn;\n",
  ],
  [
    'shell-ui imports i18n',
    'libs/shell-ui/src/fixture.ts',
    "import { createTranslator } from '@therapy-shell/i18n';\nexport const x = createTranslator;\n",
  ],
  [
    'shell-ui imports react',
    'libs/shell-ui/src/fixture.tsx',
    "import { useState } from 'react';\nexport const x = useState;\n",
  ],
  [
    'the benchmark runs shell-next (a feature library)',
    'tools/bench/bare/fixture.mjs',
    "import { installNodeRenderer } from '@therapy-shell/shell-next/server';\ninstallNodeRenderer();\n",
  ],
  [
    'shell-next imports next and shell-ui',
    'libs/shell-next/src/fixture.tsx',
    "import Link from 'next/link';\nimport { Footer } from '@therapy-shell/shell-ui';\nexport const x = [Link, Footer];\n",
  ],
];

describe('library boundaries (DESIGN.md section 2)', () => {
  let errors: Record<string, string[]>;
  beforeAll(() => {
    errors = lintAll([...forbidden.map(([n, f, c]): Fixture => [n, f, c]), ...allowed]);
  });

  it.each(forbidden.map(([name]) => [name]))('fails lint when %s', (name) => {
    const expected = forbidden.find(([n]) => n === name)?.[3];
    expect(errors[name]).toEqual([expect.stringMatching(expected ?? /.^/)]);
  });

  it.each(allowed.map(([name]) => [name]))('passes lint when %s', (name) => {
    expect(errors[name]).toEqual([]);
  });
});
