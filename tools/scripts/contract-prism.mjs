#!/usr/bin/env node
// npm run contract:prism: the built shell (brand main, production server, no caches) against Prism
// (@stoplight/prism-cli, `prism mock -d`), which answers every backend call with a random answer that
// the published contract (contract/backend.openapi.json) allows. A tool we did not write reads the
// contract and makes the answers; the shell must turn each of them into a page:
//   - `/` and `/faq/` answer 200: Prism's answers always carry the required fields (the session's
//     `id` and `user_type`, the site config's `product_code_name`) with values the contract allows,
//     and the contract's required fields are all the tolerant readers require. Each 500 is checked
//     against those fields with the reader's own check (core's contractProblems): where the reader
//     takes them, the fault is in the shell's page-load step; where it refuses a value the contract
//     allows, the contract and the reader disagree. Both fail the run, each named as such;
//   - `/gethelpnow/` answers 200, always;
//   - no unhandled error in the server's log.
// Prism leaves out optional fields at random and adds fields the contract does not list (which the
// shell reports as drift); wrong fields are `npm run drift`'s part.
//
// Two things the contract leaves open are narrowed for this run, each to values the contract allows:
// `product_code_name` to brand main's id (a site of another brand is the app's configuration error,
// not the backend's), and the translations to the shell's own message keys (the contract allows any
// key; random keys would leave every text of the shell as it is).
//
// Each page request carries a request id, which the shell passes on to the backend; a pass-through in
// front of Prism turns it into Prism's seed (`Prefer: seed=`), so a round gives the same answers for
// the same seed, and keeps the answers for the report.
//
// Environment: PRISM_SEED (default 1), PRISM_ROUNDS (rounds per path, default 50), PRISM_PORT (Prism;
// the pass-through takes the next port; default 4610), PRISM_APP_PORT (3610), PRISM_SKIP_BUILD=1 to
// reuse libs/*/dist and apps/shell/.next-main. Prints what it tried; exit status 1 on a fault.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServers, quietEnv as env, root } from './src/servers.cjs';

const SEED = process.env.PRISM_SEED ?? '1';
const ROUNDS = Number(process.env.PRISM_ROUNDS ?? 50);
const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4610);
const RECORDER_PORT = PRISM_PORT + 1;
const APP_PORT = Number(process.env.PRISM_APP_PORT ?? 3610);
const BRAND = 'main';
const PATHS = ['/', '/faq/', '/gethelpnow/'];
const LANGUAGES = ['en', 'de', 'fr', 'nl', 'es'];
// The fields without which there is no page (docs/backend-contract.md), by answer.
const REQUIRED = { '/api/session': ['id', 'user_type'], '/api/site-config': ['product_code_name'] };
const ANSWER_NAMES = { '/api/session': 'session', '/api/site-config': 'siteConfig' };

if (process.env.PRISM_SKIP_BUILD !== '1') {
  console.log('contract:prism: building the libraries and brand main');
  for (const args of [
    ['npx', 'nx', 'run-many', '-t', 'build', '-p', 'core', 'i18n', '--outputStyle=static'],
    ['node', 'tools/scripts/build-brands.mjs', BRAND],
  ]) {
    const built = spawnSync(args[0], args.slice(1), { cwd: root, env, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}
const { contractProblems } = await import(join(root, 'libs/core/dist/index.js'));
const { compileMessages } = await import(join(root, 'libs/i18n/dist/index.js'));

// ---- the contract, narrowed for a site of brand main ----------------------------------------------
const contract = JSON.parse(readFileSync(join(root, 'contract/backend.openapi.json'), 'utf8'));
const { siteConfig, translations } = contract.components.schemas;
siteConfig.properties.product_code_name = { ...siteConfig.properties.product_code_name, enum: [BRAND] };
contract.components.schemas.translations = {
  ...translations,
  properties: Object.fromEntries(
    Object.keys(compileMessages('en')).map((key) => [key, translations.additionalProperties]),
  ),
};
// Prism fills every optional field by default; half of them, picked at random per answer, exercises
// absent fields too (json-schema-faker's options, which Prism reads from the document).
contract['x-json-schema-faker'] = { alwaysFakeOptionals: false, optionalsProbability: 0.5 };
const workDir = mkdtempSync(join(tmpdir(), 'contract-prism-'));
const spec = join(workDir, 'backend.openapi.json');
writeFileSync(spec, JSON.stringify(contract));
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

// ---- Prism, the pass-through that seeds it, the shell ----------------------------------------------
const { start, stopAll, waitFor, startShellApp } = createServers('contract:prism');
const prismBin = join(root, 'node_modules/.bin/prism');
const prism = start('prism', prismBin, ['mock', '-d', '-p', String(PRISM_PORT), '-h', '127.0.0.1', spec], {
  cwd: root,
});
// Prism answers its own 404 on any path it does not know: that it answers at all says it is up.
await waitFor(`http://127.0.0.1:${PRISM_PORT}/api/withdrawal/availability`, { server: prism });

const HOP_HEADERS = new Set(['transfer-encoding', 'connection', 'keep-alive', 'content-length']);
/** The answers Prism gave, by the page request's id: path, status and body. */
const answers = new Map();
let answered = 0;
const recorder = createServer((req, res) => {
  const requestId = String(req.headers['x-request-id'] ?? 'none');
  const path = new URL(req.url ?? '/', 'http://backend').pathname;
  const headers = { ...req.headers, prefer: `dynamic=true, seed=${SEED}-${requestId}-${path}` };
  delete headers.host;
  const upstream = httpRequest(
    { host: '127.0.0.1', port: PRISM_PORT, method: req.method, path: req.url, headers },
    (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        answered += 1;
        const list = answers.get(requestId) ?? [];
        list.push({ path, status: answer.statusCode, body: body.toString('utf8') });
        answers.set(requestId, list);
        // The body is passed on whole: its length replaces the hop's own framing headers.
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)));
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length });
        res.end(body);
      });
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`contract:prism: Prism did not answer: ${error.message}`);
  });
  req.pipe(upstream);
});
await new Promise((resolve) => recorder.listen(RECORDER_PORT, '127.0.0.1', resolve));

const server = await startShellApp({ brand: BRAND, port: APP_PORT, apiOrigin: `http://127.0.0.1:${RECORDER_PORT}` });

// ---- the rounds -------------------------------------------------------------------------------------
const started = Date.now();
const statuses = Object.fromEntries(PATHS.map((path) => [path, {}]));
const faults = [];
const disagreements = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const language = LANGUAGES[round % LANGUAGES.length];
  for (const [index, path] of PATHS.entries()) {
    const requestId = `prism-${round}-${index}`;
    const page = await fetch(`http://127.0.0.1:${APP_PORT}${path}`, {
      headers: { 'x-request-id': requestId, cookie: `pref_language=${language}`, 'accept-language': language },
    });
    await page.arrayBuffer();
    statuses[path][page.status] = (statuses[path][page.status] ?? 0) + 1;
    if (page.status === 200) continue;
    const what = `${path} (round ${round}, ${language}, seed ${SEED}-${requestId}): ${page.status}`;
    const given = answers.get(requestId) ?? [];
    const wrongRequired = given.flatMap(({ path: answerPath, status, body }) => {
      const required = REQUIRED[answerPath];
      if (!required || status !== 200) return [];
      let json;
      try {
        json = JSON.parse(body);
      } catch {
        return [`${answerPath}: not JSON`];
      }
      const problems = contractProblems(ANSWER_NAMES[answerPath], json);
      return required.filter((field) => problems.includes(field)).map((field) => `${answerPath} ${field}`);
    });
    if (path !== '/gethelpnow/' && page.status === 500 && wrongRequired.length > 0)
      disagreements.push(`${what}: the reader refuses ${wrongRequired.join(', ')}, which the contract allows`);
    else faults.push({ what, requestId, given });
  }
}
const seconds = (Date.now() - started) / 1000;

// Give the server a moment to write its last lines.
await new Promise((resolve) => setTimeout(resolve, 300));
const log = server.output();
const logLines = log.split('\n').filter((line) => line.startsWith('{'));
const failureOf = (requestId) =>
  logLines
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    })
    .find((entry) => entry?.requestId === requestId)?.error;
const drifted = logLines.filter((line) => line.includes('drifted from the contract')).length;
const unhandled = (log.match(/unhandled ?rejection|UnhandledPromiseRejection|uncaughtException/gi) ?? []).length;
await stopAll();
recorder.closeAllConnections();
recorder.close();
void prism;

const byPath = PATHS.map(
  (path) =>
    `${path} ${Object.entries(statuses[path])
      .map(([status, count]) => `${count}x ${status}`)
      .join(', ')}`,
).join('; ');
console.log(
  `contract:prism: ${answered} answers from Prism (seed ${SEED}) for ${ROUNDS * PATHS.length} pages ` +
    `(${ROUNDS} rounds of ${PATHS.join(' ')}, languages ${LANGUAGES.join(' ')}) in ${seconds.toFixed(1)} s: ` +
    `${byPath}; ${faults.length} faults, ${disagreements.length} contract/reader disagreements, ` +
    `${drifted} drift warnings (fields Prism added), ${unhandled} unhandled errors`,
);
if (faults.length > 0 || disagreements.length > 0 || unhandled > 0) {
  for (const line of disagreements.slice(0, 10)) console.error(`contract:prism: DISAGREEMENT ${line}`);
  for (const { what, requestId, given } of faults.slice(0, 10)) {
    console.error(`contract:prism: FAULT ${what}; the server said: ${failureOf(requestId) ?? '(nothing)'}`);
    for (const { path, status, body } of given) console.error(`    ${path} ${status} ${body.slice(0, 600)}`);
  }
  if (unhandled > 0)
    console.error(`contract:prism: ${unhandled} unhandled errors in the server's log:\n${log.slice(-3000)}`);
  process.exit(1);
}
console.log('contract:prism: every answer the contract allows gave a page; /gethelpnow/ always 200');
process.exit(0);
