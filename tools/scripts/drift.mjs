#!/usr/bin/env node
// npm run drift: the built shell (brand main, production server, no caches) against dev-api while
// each answer of the page-load step drifts from the contract, one field at a time. For each persona,
// fast-check picks fields of its real answers and a mutation of each: dropped, null, another type, an
// unknown enum value, an extra field, a 10 kB string. dev-api serves the mutated answer (a run-time
// fault of /__dev/faults), and the page must answer:
//   - 500 (the fallback page) only where a required field drifted (the session's id, a missing
//     user_type, the site config's product_code_name);
//   - 200 everywhere else, with the field's default;
// with no unhandled error, and with one warning on the server's stderr for each distinct drifted
// field of the session, site config and translations (once per process: core's tolerant readers and
// shell-next's drift report). The oracle of "drifted" is the published contract (contractProblems).
// Prints what it tried; exit status 1 on a miss. npm test runs it with a fixed seed and a few runs.
//
// Environment: DRIFT_SEED (default 1), DRIFT_RUNS (mutations per persona, default 40),
// DRIFT_PERSONAS (comma-separated; default every persona without faults), DRIFT_SKIP_BUILD=1 to
// reuse apps/shell/.next-main and tools/dev-api/dist.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { createServers, quietEnv as env, root } from './src/servers.cjs';

const { contractProblems } = await import(join(root, 'libs/core/dist/index.js'));
const API_PORT = Number(process.env.DRIFT_API_PORT ?? 4510);
const APP_PORT = Number(process.env.DRIFT_APP_PORT ?? 3510);
const SEED = Number(process.env.DRIFT_SEED ?? 1);
const RUNS = Number(process.env.DRIFT_RUNS ?? 40);
const api = `http://127.0.0.1:${API_PORT}`;
const app = `http://127.0.0.1:${APP_PORT}`;

// The answers of the page-load step: contract name, path, and whether drift there is reported.
const ANSWERS = [
  { name: 'session', path: '/api/session', reported: true },
  { name: 'siteConfig', path: '/api/site-config', reported: true },
  { name: 'translations', path: '/api/translations', query: '?language=en', reported: true },
  { name: 'localeSelector', path: '/api/locale/selector', reported: false },
  { name: 'unsubscribeAvailability', path: '/api/subscription/unsubscribe/availability', reported: false },
  { name: 'withdrawalAvailability', path: '/api/withdrawal/availability', reported: false },
];
const MUTATIONS = ['drop', 'null', 'other-type', 'unknown-enum', 'extra-field', 'long-string'];

const fixturesDir = join(root, 'tools/dev-api/fixtures');
const personas = (
  process.env.DRIFT_PERSONAS?.split(',').filter(Boolean) ??
  readdirSync(fixturesDir)
    .filter((file) => file.endsWith('.json'))
    .filter((file) => !('faults' in JSON.parse(readFileSync(join(fixturesDir, file), 'utf8'))))
    // The brand personas name other brands' product codes: a brand main server answers them with its
    // configuration error, whatever drifts.
    .filter((file) => !file.startsWith('brand-') || file === 'brand-main.json')
    .map((file) => file.replace(/\.json$/, ''))
).sort();

const { stopAll, startDevApi, startShellApp } = createServers('drift');

/** Every field path of an answer, objects one level deep (`features.advice`). */
function fieldPaths(answer) {
  const paths = [];
  for (const [key, value] of Object.entries(answer ?? {})) {
    paths.push([key]);
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const inner of Object.keys(value)) paths.push([key, inner]);
  }
  return paths;
}

function mutate(answer, path, kind) {
  const copy = structuredClone(answer);
  const parent = path.slice(0, -1).reduce((node, key) => node[key], copy);
  const key = path[path.length - 1];
  const value = parent[key];
  switch (kind) {
    case 'drop':
      delete parent[key];
      break;
    case 'null':
      parent[key] = null;
      break;
    case 'other-type':
      parent[key] = typeof value === 'string' ? 42 : typeof value === 'number' ? true : 'text';
      break;
    case 'unknown-enum':
      parent[key] = 'zz-drift-value';
      break;
    case 'extra-field':
      parent[`${key}_drift_extra`] = 'x';
      break;
    case 'long-string':
      parent[key] = 'x'.repeat(10_000);
      break;
  }
  return copy;
}

/** The status the contract says the page answers with this mutation. */
function expectedStatus(answerName, path, kind, problems) {
  const field = path.join('.');
  if (answerName === 'session') {
    if (field === 'user_type') return kind === 'drop' ? 500 : 200; // an unknown type reads as logged out
    if (field === 'id' && problems.includes('id')) return 500;
  }
  if (answerName === 'siteConfig' && field === 'product_code_name' && kind !== 'extra-field') return 500;
  return 200;
}

async function setFault(path, persona, body) {
  const res = await fetch(`${api}/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, persona, status: 200, body }),
  });
  if (res.status !== 201) throw new Error(`drift: dev-api refused the fault: ${await res.text()}`);
}

if (process.env.DRIFT_SKIP_BUILD !== '1') {
  console.log('drift: building dev-api and brand main');
  for (const args of [
    ['nx', 'run', 'dev-api:build', '--outputStyle=static'],
    ['nx', 'run', 'core:build', '--outputStyle=static'],
  ]) {
    const built = spawnSync('npx', args, { cwd: root, env, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const built = spawnSync('node', ['tools/scripts/build-brands.mjs', 'main'], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await startDevApi(API_PORT);
// No caches: every page reads every answer, so each mutation is read.
const server = await startShellApp({ brand: 'main', port: APP_PORT, apiOrigin: api });

const misses = [];
const expectedDrift = new Set();
let tried = 0;
const byStatus = { 200: 0, 500: 0 };
for (const [index, persona] of personas.entries()) {
  const cookie = `dev_brand=main; dev_persona=${persona}`;
  const answers = [];
  for (const answer of ANSWERS) {
    const res = await fetch(`${api}${answer.path}${answer.query ?? ''}`, { headers: { cookie } });
    if (res.status === 200) answers.push({ ...answer, body: await res.json() });
  }
  const choices = answers.flatMap((answer) => fieldPaths(answer.body).map((path) => ({ answer, path })));
  if (choices.length === 0) continue;
  const samples = fc.sample(fc.tuple(fc.constantFrom(...choices), fc.constantFrom(...MUTATIONS)), {
    seed: SEED + index,
    numRuns: RUNS,
  });
  for (const [{ answer, path }, kind] of samples) {
    const mutated = mutate(answer.body, path, kind);
    const problems = contractProblems(answer.name, mutated);
    const expected = expectedStatus(answer.name, path, kind, problems);
    await setFault(answer.path, persona, mutated);
    const page = await fetch(`${app}/`, { headers: { cookie } });
    await page.arrayBuffer();
    await fetch(`${api}/__dev/faults`, { method: 'DELETE' });
    tried += 1;
    byStatus[page.status] = (byStatus[page.status] ?? 0) + 1;
    const what = `${persona}: ${answer.path} ${path.join('.')} ${kind}`;
    if (page.status !== expected) misses.push(`${what}: answered ${page.status}, expected ${expected}`);
    if (expected === 200 && answer.reported) {
      const failsClosed = answer.name === 'session' && path.join('.') === 'user_type' && kind !== 'extra-field';
      const drifted = failsClosed ? ['user_type'] : problems;
      for (const field of drifted) expectedDrift.add(`${answer.path} field "${field}"`);
    }
  }
}

// Give the server a moment to write its last warnings.
await new Promise((resolve) => setTimeout(resolve, 500));
const log = server.output();
// The server writes one JSON line per warning.
const warnings = log
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => {
    try {
      return /^Backend answer drifted from the contract: (\S+ field "[^"]*")/.exec(JSON.parse(line).message ?? '')?.[1];
    } catch {
      return undefined;
    }
  })
  .filter(Boolean);
const counts = new Map();
for (const warning of warnings) counts.set(warning, (counts.get(warning) ?? 0) + 1);
for (const drift of expectedDrift) if (!counts.has(drift)) misses.push(`no warning for ${drift}`);
for (const [drift, count] of counts) if (count > 1) misses.push(`${count} warnings for ${drift} (one expected)`);
const unhandled = (log.match(/unhandled ?rejection|UnhandledPromiseRejection|uncaughtException/gi) ?? []).length;
if (unhandled > 0) misses.push(`${unhandled} unhandled errors in the server's log`);

console.log(
  `drift: ${tried} mutations over ${personas.length} personas (seed ${SEED}, ${RUNS} each): ` +
    `${byStatus[200] ?? 0} pages 200, ${byStatus[500] ?? 0} fallback pages (required fields), ` +
    `${counts.size} distinct drifted fields reported once each, ${unhandled} unhandled errors`,
);
if (process.env.DRIFT_LOG === '1') console.log(log.slice(-4000));
await stopAll();
if (misses.length > 0) {
  console.error(`drift: ${misses.length} misses:\n  ${misses.slice(0, 50).join('\n  ')}`);
  process.exit(1);
}
console.log('drift: no 500 from an optional field; every drifted field reported once');
