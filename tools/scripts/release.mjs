#!/usr/bin/env node
// Release of the @therapy-shell packages (every library, dev-api and create-app) with nx release; the
// configuration is "release" in nx.json, the process is docs/releasing.md.
//
//   npm run release:dry                         what a release would do: versions, dependency pins,
//     (node tools/scripts/release.mjs --dry-run)  changelog entries, packed files. Offline; writes,
//                                                 commits, tags, pushes and publishes nothing.
//   node tools/scripts/release.mjs              release: version bump from the version plans
//                                                 (.nx/version-plans; all packages at one version),
//                                                 CHANGELOG.md per package, one commit "chore(release):
//                                                 vX.Y.Z" and tag vX.Y.Z (local: push them yourself),
//                                                 then the build, package and API gates and npm publish.
//   Options: --specifier <patch|minor|major|x.y.z>  instead of the version plans
//            --registry <url>  --tag <dist-tag>       where and under which dist-tag to publish
//            --skip-publish                            version and changelog only
//            --verbose
//
// The first release (no v* tag yet) keeps the version on disk (0.1.0) unless --specifier says otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import versionPlans from './src/version-plans.cjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);
process.env.NX_DAEMON = 'false';
process.env.NX_NO_CLOUD = 'true';
process.env.NX_TUI = 'false';

const { values: args } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    specifier: { type: 'string' },
    registry: { type: 'string' },
    tag: { type: 'string' },
    'skip-publish': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
  strict: true,
});
const dryRun = args['dry-run'];

function git(...gitArgs) {
  return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
}

// What git sees of the working tree: tracked changes (content included) and untracked files. A dry run
// compares it before and after, so a dry run that wrote a file fails instead of leaving it behind.
function treeState() {
  const diff = execFileSync('git', ['diff', 'HEAD', '--binary'], { cwd: root, maxBuffer: 1 << 30 });
  const untracked = git('ls-files', '--others', '--exclude-standard');
  return {
    digest: createHash('sha256').update(diff).update(untracked).digest('hex'),
    status: execFileSync('git', ['status', '--short'], { cwd: root, encoding: 'utf8' }).trimEnd(),
  };
}

// ---- before anything changes ------------------------------------------------------------------
// nx release stops at the first bad version plan with a message that does not say what to do; these
// say it, for every plan at once (tools/scripts/src/version-plans.cjs, docs/releasing.md).
const planProblems = versionPlans.versionPlanProblems(root);
if (planProblems.length > 0) {
  console.error(
    `The version plans do not fit the release group (nx.json "release"):\n${planProblems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
const before = dryRun ? treeState() : undefined;
const firstRelease = git('tag', '--list', 'v*').length === 0;
if (!dryRun) {
  const dirty = git('status', '--porcelain', '--untracked-files=no');
  if (dirty) {
    console.error(
      `A release starts from a clean working tree (it commits what it changes). Uncommitted changes:\n${dirty}`,
    );
    process.exit(1);
  }
}

const { releaseVersion, releaseChangelog, releasePublish } = await import('nx/release/index.js');

const diskVersion = JSON.parse(readFileSync(join(root, 'libs/core/package.json'), 'utf8')).version;
const specifier = args.specifier ?? (firstRelease ? diskVersion : undefined);
console.log(
  `${dryRun ? 'DRY RUN: ' : ''}release of the @therapy-shell packages: ` +
    (specifier ? `version ${specifier}` : 'version from the version plans (.nx/version-plans)') +
    (firstRelease ? ' (first release: no v* tag yet)' : ''),
);

// ---- 1. versions: every package at one version, sibling pins rewritten to it ---------------------
const { workspaceVersion, projectsVersionData, releaseGraph } = await releaseVersion({
  specifier,
  dryRun,
  verbose: args.verbose,
  firstRelease,
});
if (workspaceVersion === null) {
  console.log('\nNo version plan is pending (.nx/version-plans, docs/releasing.md): nothing to release.');
  process.exit(0);
}

// ---- 2. CHANGELOG.md per package, the release commit and tag (local only) ----------------------
await releaseChangelog({
  version: workspaceVersion,
  versionData: projectsVersionData,
  releaseGraph,
  dryRun,
  verbose: args.verbose,
  firstRelease,
  gitPush: false,
  createRelease: false,
});

// ---- summary -------------------------------------------------------------------------------------------
const projects = Object.entries(projectsVersionData);
const projectRoots = versionPlans.releaseGroup(root).projects;
const rootOf = (project) => projectRoots.get(project);
console.log(`\n${dryRun ? 'Would release' : 'Released'} version ${workspaceVersion}:`);
for (const [project, data] of projects) {
  const manifest = JSON.parse(readFileSync(join(root, rootOf(project), 'package.json'), 'utf8'));
  const change =
    data.currentVersion === data.newVersion || data.newVersion === null
      ? `${data.currentVersion} (unchanged)`
      : `${data.currentVersion} -> ${data.newVersion}`;
  const dependents = data.dependentProjects?.length
    ? `, pinned by ${data.dependentProjects.map((d) => d.source).join(', ')}`
    : '';
  // A package that ships a build (create-app ships its sources) is packed once it is built.
  const needsBuild = manifest.files?.includes('dist') ?? true;
  let packed = 'not built (npx nx run-many -t build) ';
  if (!needsBuild || existsSync(join(root, rootOf(project), 'dist'))) {
    const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: join(root, rootOf(project)),
      encoding: 'utf8',
    });
    if (pack.status === 0) {
      const [info] = JSON.parse(pack.stdout);
      packed = `${info.entryCount} files, ${(info.size / 1024).toFixed(1)} kB packed`;
    }
  }
  console.log(`  ${manifest.name.padEnd(30)} ${change.padEnd(20)} ${packed}${dependents}`);
}

if (dryRun) {
  const after = treeState();
  if (after.digest !== before.digest) {
    console.error(
      `\nThe dry run changed the working tree; it must not. git status before:\n${before.status || '(clean)'}\nafter:\n${after.status || '(clean)'}`,
    );
    process.exit(1);
  }
  console.log(
    `\nDry run: nothing was written, committed, tagged, pushed or published.` +
      `\nA release would commit "chore(release): v${workspaceVersion}", tag v${workspaceVersion}, run the package gates` +
      ` (build, publint, attw, check-package, api-report) and publish ${projects.length} packages` +
      `${args.registry ? ` to ${args.registry}` : ' to the registry of your npm config'}${args.tag ? ` under the dist-tag ${args.tag}` : ''}.`,
  );
  process.exit(0);
}
if (args['skip-publish']) {
  console.log(
    `\nVersioned and tagged v${workspaceVersion} locally; not published (--skip-publish). Push with: git push --follow-tags`,
  );
  process.exit(0);
}

// ---- 3. gates, then publish ------------------------------------------------------------------------
const names = projects.map(([project]) => project).join(',');
const gates = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', 'publint', 'api-report', '-p', names, '--outputStyle=static'],
  { cwd: root, stdio: 'inherit' },
);
if (gates.status !== 0) {
  console.error(
    `\nThe package gates failed: nothing was published. The release commit and tag v${workspaceVersion} are local; fix, then publish with\n  npx nx release publish${args.registry ? ` --registry ${args.registry}` : ''}`,
  );
  process.exit(1);
}
const results = await releasePublish({
  registry: args.registry,
  tag: args.tag,
  versionData: projectsVersionData,
  releaseGraph,
  firstRelease,
  verbose: args.verbose,
});
const failed = Object.entries(results).filter(([, result]) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\nPublishing failed for ${failed.map(([project]) => project).join(', ')}.`);
  process.exit(1);
}
console.log(
  `\nPublished ${projects.length} packages at ${workspaceVersion}. Push the release commit and tag: git push --follow-tags`,
);
