#!/usr/bin/env node
// The commit messages of a change, checked by commitlint (commitlint.config.mjs: Conventional
// Commits, a subject of at most 100 characters). Which commits:
// - COMMITLINT_FROM=<ref>: those after it (a CI that knows the change's base sets it);
// - else, on a branch that has an upstream, those not on it yet (`@{upstream}..HEAD`);
// - else every commit after FIRST_CHECKED, the last commit made before the check existed: the older
//   history (many subjects of a paragraph) is not rewritten, and every newer commit is checked;
// - in a shallow clone without that commit, the newest commit alone.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const FIRST_CHECKED = '3b16d030b360315a59d75c91a7d90c143e3a7a42';
const root = fileURLToPath(new URL('../..', import.meta.url));
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

function base() {
  if (process.env.COMMITLINT_FROM) return process.env.COMMITLINT_FROM;
  const upstream = git('rev-parse', '--verify', '--quiet', '@{upstream}');
  if (upstream.status === 0) {
    const ahead = git('rev-list', '--count', '@{upstream}..HEAD').stdout.trim();
    if (ahead !== '0') return upstream.stdout.trim();
  }
  if (git('cat-file', '-e', `${FIRST_CHECKED}^{commit}`).status === 0) return FIRST_CHECKED;
  // A shallow clone without that commit: the newest commit alone.
  return undefined;
}

const from = base();
if (from) {
  const count = git('rev-list', '--count', `${from}..HEAD`).stdout.trim();
  console.log(`commitlint: ${count} commit(s) after ${from.slice(0, 12)}`);
} else {
  console.log('commitlint: a shallow clone without the first checked commit: the newest commit alone');
}
const range = from ? ['--from', from, '--to', 'HEAD'] : ['--last'];
const result = spawnSync('npx', ['commitlint', ...range, '--verbose'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
