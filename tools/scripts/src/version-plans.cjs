// The version plans (.nx/version-plans, docs/releasing.md) checked against the release configuration
// of nx.json before nx release reads them: nx stops a release at the first bad plan with a message
// that does not say how to fix it, and only when a release (or `npm run release:dry`) runs.
//
// The rules are nx release's for a fixed group (nx/src/command-line/release/config/version-plans.js):
// each plan has front matter naming released projects (or the group) with a bump and a changelog text
// below it, and every bump in one plan is the same, since the whole group takes one version.
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');
const { parse } = require('yaml');

const BUMPS = ['major', 'minor', 'patch', 'premajor', 'preminor', 'prepatch', 'prerelease'];
// nx's aliases: conventional-commit words for a bump.
const ALIASES = { feat: 'minor', fix: 'patch', 'feat!': 'major', 'fix!': 'major' };
// The name nx gives the one group that `release.projects` makes (no `release.groups`).
const DEFAULT_GROUP = '__default__';
const FRONT_MATTER = /^\ufeff?---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

function projectName(dir) {
  const projectJson = join(dir, 'project.json');
  if (existsSync(projectJson)) {
    const { name } = JSON.parse(readFileSync(projectJson, 'utf8'));
    if (typeof name === 'string') return name;
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return manifest.nx?.name ?? manifest.name;
}

/**
 * The release group of nx.json: its relationship and the projects `release.projects` names (a folder,
 * or a folder ending in `/*` for each project folder in it).
 *
 * @param {string} root workspace root
 */
function releaseGroup(root) {
  const { release } = JSON.parse(readFileSync(join(root, 'nx.json'), 'utf8'));
  if (!release || !Array.isArray(release.projects)) throw new Error('nx.json has no release.projects');
  if (release.groups) throw new Error('nx.json has release.groups: this check knows one group (release.projects)');
  const projects = new Map();
  for (const pattern of release.projects) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)))
          .map((entry) => join(root, pattern.slice(0, -2), entry))
          .filter((dir) => statSync(dir).isDirectory())
      : [join(root, pattern)];
    for (const dir of dirs) {
      if (existsSync(join(dir, 'project.json')) || existsSync(join(dir, 'package.json')))
        projects.set(projectName(dir), relative(root, dir));
    }
  }
  return { fixed: release.projectsRelationship === 'fixed', projects };
}

/**
 * What is wrong with one plan, as sentences that name the file; none for a good plan.
 *
 * @param {string} file the plan's path as it should be shown
 * @param {string} text the plan's content
 * @param {{ fixed: boolean, projects: Map<string, string> }} group
 * @returns {string[]}
 */
function planProblems(file, text, group) {
  const match = FRONT_MATTER.exec(text);
  if (!match) return [`${file}: no front matter: start it with --- lines naming the projects and the bump`];
  let entries;
  try {
    entries = parse(match[1]);
  } catch (error) {
    return [`${file}: its front matter is not YAML: ${error.message.split('\n')[0]}`];
  }
  if (entries === null || typeof entries !== 'object' || Array.isArray(entries) || Object.keys(entries).length === 0)
    return [`${file}: its front matter names no project: write one "<project>: <bump>" line per project`];
  const problems = [];
  if (text.slice(match[0].length).trim() === '')
    problems.push(`${file}: no changelog text below the front matter (it is the entry the changelogs get)`);
  const bumps = new Map();
  for (const [name, value] of Object.entries(entries)) {
    if (name !== DEFAULT_GROUP && !group.projects.has(name)) {
      problems.push(
        `${file}: '${name}' is not a released project (nx.json release.projects: ${[...group.projects.keys()].join(', ')})`,
      );
    }
    const bump = typeof value === 'string' ? (ALIASES[value] ?? value) : value;
    if (!BUMPS.includes(bump)) {
      problems.push(`${file}: '${name}: ${value}' is not a bump (one of ${BUMPS.join(', ')})`);
    } else {
      bumps.set(name, bump);
    }
  }
  const distinct = new Set(bumps.values());
  if (group.fixed && distinct.size > 1) {
    const highest = BUMPS.find((bump) => distinct.has(bump));
    problems.push(
      `${file}: conflicting bumps (${[...bumps].map(([name, bump]) => `${name}: ${bump}`).join(', ')}). The release ` +
        `group is fixed (one version for every package), so one plan takes one bump: give each project the ` +
        `plan's highest, '${highest}'; each named project's changelog still gets the entry (docs/releasing.md)`,
    );
  }
  return problems;
}

/**
 * Every problem of every plan in the folder (default `.nx/version-plans`), each naming its file.
 *
 * @param {string} root workspace root (nx.json's folder)
 * @param {string} [plansDir] the plans' folder
 * @returns {string[]}
 */
function versionPlanProblems(root, plansDir = join(root, '.nx', 'version-plans')) {
  if (!existsSync(plansDir)) return [];
  const group = releaseGroup(root);
  return readdirSync(plansDir)
    .sort()
    .flatMap((name) =>
      planProblems(relative(root, join(plansDir, name)), readFileSync(join(plansDir, name), 'utf8'), group),
    );
}

module.exports = { versionPlanProblems, planProblems, releaseGroup };
