/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_ENV_VARIABLES } from './env.ts';

// The README's configuration table is what an operator reads: it names exactly the variables the
// environment reader knows, no fewer (an undocumented variable) and no more (one nothing reads).

/** The variables named in the first column of the README's configuration table. */
function readmeVariables(): string[] {
  const readme = readFileSync(join(__dirname, '..', '..', '..', '..', 'README.md'), 'utf8');
  const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ''));
}

/** What belongs to the environment reader: the shell's and Next.js's server variables. */
const isServerVariable = (name: string) =>
  name.startsWith('SHELL_') || ['PORT', 'HOSTNAME', 'KEEP_ALIVE_TIMEOUT'].includes(name);

describe("the README's configuration table", () => {
  const documented = readmeVariables();

  it.each(SHELL_ENV_VARIABLES.map((variable) => variable.name))('documents %s', (name) => {
    expect(documented).toContain(name);
  });

  it('documents no server variable that the environment reader does not know', () => {
    const known = new Set(SHELL_ENV_VARIABLES.map((variable) => variable.name));
    expect(documented.filter(isServerVariable).filter((name) => !known.has(name))).toEqual([]);
  });
});
