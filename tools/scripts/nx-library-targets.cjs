// Nx plugin (nx.json "plugins"): the targets every publishable library in libs/ has, inferred from
// its project.json, so that each library's project.json holds only what is its own (its tags, a
// target no other library has, a dependency of its tests). nx.json's targetDefaults still add the
// caching and the inputs by target name, and what a project.json sets for one of these targets
// overrides the inferred one. `npx nx show project core` shows the result.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { createNodesFromFiles } = require('@nx/devkit');

/** The targets of the library `name`: build, typecheck, lint, test, publint and api-report. */
function libraryTargets(name) {
  const testResults = `dist/test-results/jest-${name}.json`;
  return {
    // dist/: ESM and declarations (tools/scripts/build-lib.mjs).
    build: {
      executor: 'nx:run-commands',
      outputs: ['{projectRoot}/dist'],
      options: { cwd: '{projectRoot}', command: 'node ../../tools/scripts/build-lib.mjs' },
    },
    typecheck: {
      executor: 'nx:run-commands',
      options: { cwd: '{projectRoot}', command: 'tsc -p tsconfig.json --noEmit' },
    },
    lint: { executor: '@nx/eslint:lint' },
    // Its results as JSON for npm test's summary.
    test: {
      executor: 'nx:run-commands',
      outputs: [`{workspaceRoot}/${testResults}`],
      options: {
        cwd: '{projectRoot}',
        command: `mkdir -p ../../dist/test-results && jest --config jest.config.cjs --json --outputFile=../../${testResults}`,
      },
    },
    // The package as npm would publish it: publint, are-the-types-wrong, and our own checks.
    publint: {
      executor: 'nx:run-commands',
      dependsOn: ['build'],
      options: {
        cwd: '{projectRoot}',
        commands: [
          'publint --strict',
          'attw --pack . --profile esm-only --format table-flipped',
          'node ../../tools/scripts/check-package.mjs',
        ],
        parallel: false,
      },
      inputs: [
        'production',
        '^production',
        '{workspaceRoot}/LICENSE',
        '{workspaceRoot}/tools/scripts/check-package.mjs',
      ],
    },
    // The public API's report in etc/ (docs/releasing.md); `-c update` writes it.
    'api-report': {
      executor: 'nx:run-commands',
      dependsOn: ['build'],
      cache: true,
      inputs: [
        'production',
        '^production',
        '{workspaceRoot}/tools/scripts/api-report.mjs',
        '{workspaceRoot}/tools/scripts/src/api-report-warnings.cjs',
        '{workspaceRoot}/tools/scripts/api-extractor.base.json',
      ],
      outputs: ['{projectRoot}/etc'],
      options: { cwd: '{projectRoot}', command: 'node ../../tools/scripts/api-report.mjs' },
      configurations: { update: { command: 'node ../../tools/scripts/api-report.mjs --local' } },
    },
  };
}

exports.createNodesV2 = [
  'libs/*/project.json',
  (files, options, context) =>
    createNodesFromFiles(
      (file) => {
        const { name } = JSON.parse(readFileSync(join(context.workspaceRoot, file), 'utf8'));
        return { projects: { [dirname(file)]: { targets: libraryTargets(name) } } };
      },
      files,
      options,
      context,
    ),
];
