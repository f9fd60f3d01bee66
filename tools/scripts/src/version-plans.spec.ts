import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { releaseGroup, versionPlanProblems } from './version-plans.cjs';

const root = join(__dirname, '..', '..', '..');

// A plan in a folder of its own, checked against the workspace's release group (nx.json).
function problemsOf(text: string): { file: string; problems: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'version-plans-'));
  try {
    writeFileSync(join(dir, 'the-change.md'), text);
    return { file: relative(root, join(dir, 'the-change.md')), problems: versionPlanProblems(root, dir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('version plans (.nx/version-plans) against the fixed release group of nx.json', () => {
  it('reads the release group: fixed, every library, dev-api and create-app', () => {
    const group = releaseGroup(root);
    expect(group.fixed).toBe(true);
    expect([...group.projects.keys()].sort()).toEqual(
      [
        'analytics',
        'brand-config',
        'consent',
        'core',
        'create-app',
        'dev-api',
        'i18n',
        'realtime',
        'request',
        'shell-next',
        'shell-ui',
      ].sort(),
    );
  });

  it('the committed plans have no problem', () => {
    expect(versionPlanProblems(root)).toEqual([]);
  });

  it.each([
    ['one project', 'core: major'],
    ['several projects with one bump', 'shell-ui: minor\nshell-next: minor\ncreate-app: minor'],
    ['an alias of the same bump', 'shell-ui: feat\nshell-next: minor'],
    ['the whole group', '__default__: patch'],
  ])('accepts a plan naming %s', (_, frontMatter) => {
    expect(problemsOf(`---\n${frontMatter}\n---\n\nWhat changed.\n`).problems).toEqual([]);
  });

  it.each([
    [
      'two bumps in one plan',
      '---\nshell-ui: minor\nshell-next: patch\n---\n\nText.\n',
      "conflicting bumps (shell-ui: minor, shell-next: patch). The release group is fixed (one version for every package), so one plan takes one bump: give each project the plan's highest, 'minor'",
    ],
    [
      'a major and an alias of patch',
      '---\ncore: fix\nrequest: major\n---\n\nText.\n',
      'conflicting bumps (core: patch, request: major)',
    ],
    ['an unknown project', '---\nshell: minor\n---\n\nText.\n', "'shell' is not a released project"],
    [
      'a project outside the group',
      '---\nworkspace-tools: patch\n---\n\nText.\n',
      "'workspace-tools' is not a released project",
    ],
    ['a word that is no bump', '---\ncore: breaking\n---\n\nText.\n', "'core: breaking' is not a bump"],
    ['no front matter', 'core: minor\n\nText.\n', 'no front matter'],
    ['empty front matter', '---\n---\n\nText.\n', 'its front matter names no project'],
    ['no changelog text', '---\ncore: minor\n---\n', 'no changelog text below the front matter'],
    ['front matter that is not YAML', '---\ncore: [minor\n---\n\nText.\n', 'its front matter is not YAML'],
  ])('refuses %s, naming the file', (_, text, message) => {
    const { file, problems } = problemsOf(text);
    expect(problems).toEqual([expect.stringContaining(`${file}: ${message}`)]);
  });
});
