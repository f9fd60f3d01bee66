#!/usr/bin/env node
// API reports of the library in the current directory (its `api-report` target, after its build).
// One API Extractor config per public entry: api-extractor.json for ".", api-extractor.<entry>.json
// for a subpath export ("./react", "./server"); each report is committed as etc/<report>.api.md. A report
// with a warning fails, in both modes.
//
//   node ../../tools/scripts/api-report.mjs          check: fails when a public API differs from its
//                                                    committed report (npm test runs this)
//   node ../../tools/scripts/api-report.mjs --local  update: writes the reports (review the diff, commit)
//
// Every workspace library at once: npx nx run-many -t api-report -c update
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import apiExtractor from '@microsoft/api-extractor';

const { apiReportWarnings } = createRequire(import.meta.url)('./src/api-report-warnings.cjs');

const { Extractor, ExtractorConfig } = apiExtractor;

const local = process.argv.includes('--local') || process.argv.includes('--update');
const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const configs = readdirSync(cwd)
  .filter((file) => /^api-extractor(\.[a-z0-9-]+)?\.json$/.test(file))
  .sort();

// Each subpath export of code needs its config, so no public entry goes unreported. Files shipped as
// they are (package.json, brand-config's design token files: JSON and CSS) have no API to report.
const exportsOfCode = (key) => {
  const target = JSON.stringify(pkg.exports[key]);
  return !key.endsWith('.json') && /\.(?:js|d\.ts)"/.test(target);
};
const entries = Object.keys(pkg.exports ?? {}).filter(exportsOfCode);
const missing = entries.filter(
  (key) =>
    !configs.includes(
      key === '.' ? 'api-extractor.json' : `api-extractor.${key.replace(/^\.\//, '').replaceAll('/', '-')}.json`,
    ),
);
if (missing.length > 0) {
  console.error(
    `${pkg.name}: no API Extractor config for export(s) ${missing.join(', ')} (add api-extractor.<entry>.json)`,
  );
  process.exit(1);
}

let failed = false;
for (const file of configs) {
  const config = ExtractorConfig.loadFileAndPrepare(join(cwd, file));
  if (local) mkdirSync(config.reportFolder, { recursive: true });
  // One report variant ("complete"): etc/<report>.api.md, freshly written to the temp folder.
  const fileName = config.reportConfigs[0].fileName;
  const committedPath = join(config.reportFolder, fileName);
  const committed = relative(cwd, committedPath);
  const fresh = join(config.reportTempFolder, fileName);
  const before = existsSync(committedPath) ? readFileSync(committedPath, 'utf8') : undefined;
  rmSync(fresh, { force: true });
  const result = Extractor.invoke(config, {
    localBuild: local,
    showVerboseMessages: false,
    messageCallback: (message) => {
      // The API changed: said once, below, with the diff and the command.
      // (Handled messages are not counted: the outcome is decided from apiReportChanged below.)
      if (
        [
          'console-preamble',
          'console-api-report-not-copied',
          'console-api-report-copied',
          'console-api-report-created',
        ].includes(message.messageId)
      )
        message.handled = true;
    },
  });
  // A declaration file that could not be read (dist/ incomplete, e.g. rebuilt meanwhile) shows up as a
  // relative import in the report: never accept or write such a report.
  if (existsSync(fresh) && /^import .* from '\.{1,2}\//m.test(readFileSync(fresh, 'utf8'))) {
    if (local) {
      if (before === undefined) rmSync(committedPath, { force: true });
      else writeFileSync(committedPath, before);
    }
    console.error(
      `${pkg.name}: ${file}: some declarations under dist/ could not be read (the report would import relative modules); rebuild (npx nx run ${basename(cwd)}:build) and run again.`,
    );
    failed = true;
    continue;
  }
  // A warning in a report (a type the API uses but the entry does not export, ...) is a defect of the
  // public API: it fails the check and the update alike.
  const written = local ? committedPath : fresh;
  const warnings = existsSync(written) ? apiReportWarnings(readFileSync(written, 'utf8')) : [];
  if (warnings.length > 0) {
    console.error(
      `${pkg.name}: ${committed} has ${warnings.length} warning(s); export the types the public API uses, or stop using them there:\n  ${warnings.join('\n  ')}`,
    );
    failed = true;
    continue;
  }
  if (result.succeeded && (local || !result.apiReportChanged)) {
    console.log(`${pkg.name}: ${committed} ${local && result.apiReportChanged ? 'updated' : 'matches the public API'}`);
    continue;
  }
  failed = true;
  if (result.apiReportChanged && !local) {
    console.error(`\n${pkg.name}: the public API differs from ${committed}.`);
    if (existsSync(committedPath)) {
      try {
        execFileSync('git', ['--no-pager', 'diff', '--no-index', '--color=never', committedPath, fresh], {
          stdio: 'inherit',
        });
      } catch {
        // git diff --no-index exits 1 when the files differ: the diff is printed above.
      }
    } else {
      console.error(`(no committed report yet: ${committed})`);
    }
    console.error(
      `If the change is intended, update the report and commit it with the change:\n` +
        `  npx nx run ${basename(cwd)}:api-report:update    (this library)\n` +
        `  npx nx run-many -t api-report -c update    (every library)\n`,
    );
  } else {
    console.error(
      `${pkg.name}: API Extractor reported ${result.errorCount} error(s) and ${result.warningCount} warning(s) for ${file} (above).`,
    );
  }
}
process.exit(failed ? 1 : 0);
