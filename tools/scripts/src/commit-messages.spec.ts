import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const lint = (message: string) =>
  spawnSync(join(root, 'node_modules/.bin/commitlint'), [], { cwd: root, input: message, encoding: 'utf8' }).status;

// commitlint.config.mjs, which `npm test` runs on each commit of a change (tools/scripts/commits.mjs).
describe('commit messages', () => {
  it.each([
    ['a conventional subject', 0, 'feat(request): retry once on 503'],
    ['a subject of 100 characters', 0, `fix: ${'x'.repeat(95)}`],
    ['the why in the body', 0, 'fix(shell-ui): name the bell\n\nWCAG 2.5.3: the visible label is in the name.'],
    ['a subject of 101 characters', 1, `fix: ${'x'.repeat(96)}`],
    ['no type', 1, 'name the bell'],
    ['an unknown type', 1, 'change(shell-ui): name the bell'],
  ])('%s exits %s', (_what, status, message) => {
    expect(lint(message)).toBe(status);
  });
});
