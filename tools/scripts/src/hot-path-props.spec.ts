import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The per-page hot path (eslint.config.mjs: no rest pattern, no spread followed by more props, as
// docs/ssr-performance.md measured on Node 20): each shape fails in one of those files, and the
// copies by hand they use instead pass. Linted with the real workspace config in a plain Node process.
const root = join(__dirname, '..', '..', '..');
const FILE = 'libs/shell-ui/src/link.tsx';

const LINT = `
import { ESLint } from 'eslint';
import { join } from 'node:path';
const [file, ...codes] = JSON.parse(await new Promise((resolve) => { let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => resolve(s)); }));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const code of codes) {
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), file) });
  out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length);
}
process.stdout.write(JSON.stringify(out));
`;

const CASES = [
  [
    'a rest pattern',
    'export function f(props: { a: number; b: number }) { const { a, ...rest } = props; return [a, rest]; }\n',
    1,
  ],
  ['a spread followed by a property', 'export const f = (p: object) => ({ ...p, href: "/" });\n', 1],
  ['a JSX spread followed by a prop', 'export const f = (p: object) => <a {...p} href="/" />;\n', 1],
  ['a lone spread', 'export const f = (p: object) => ({ ...p });\n', 0],
  ['a property, then a spread', 'export const f = (p: object) => <a href="/" {...p} />;\n', 0],
  [
    'a copy by hand',
    'export function f(p: Record<string, unknown>) { const o: Record<string, unknown> = {}; for (const k in p) o[k] = p[k]; return o; }\n',
    0,
  ],
] as const;

describe('props on the per-page hot path', () => {
  const counts = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
      cwd: root,
      input: JSON.stringify([FILE, ...CASES.map(([, code]) => code)]),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  ) as number[];

  it.each(CASES.map(([name, , errors], i) => [name, errors, i] as const))('%s: %i error(s)', (_name, errors, i) => {
    expect(counts[i]).toBe(errors);
  });
});
