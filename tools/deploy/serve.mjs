#!/usr/bin/env node
// Start wrapper of a brand's standalone server (docs/deploy.md) with a bounded graceful shutdown.
//
//   node <distDir>/standalone/apps/shell/serve.mjs        (copied next to server.js by standalone.mjs)
//   node tools/deploy/serve.mjs <path of server.js>
//
// Next's own server.js, on SIGTERM, stops accepting and waits for every open request with no time
// limit, then exits 143. This wrapper runs that same server.js with Next's handler off
// (NEXT_MANUAL_SIG_HANDLE) and on SIGTERM or SIGINT:
//   1. marks the process draining (globalThis[Symbol.for('therapy-shell.draining')]): readiness
//      (/_shell/health) answers 503 from now on, liveness stays 200;
//   2. keeps accepting for SHELL_SHUTDOWN_DELAY_MS (default 0) so a load balancer that polls
//      readiness stops sending new visitors first; answers then carry `Connection: close`;
//   3. stops listening and closes idle keep-alive connections;
//   4. waits for the requests in flight, at most SHELL_SHUTDOWN_TIMEOUT_MS (default 10000);
//   5. exits 0 when every request finished, 1 when some had to be cut at the time limit.
// It also sets the build's next.config `env` (SHELL_BRAND, ...) in the process when unset.
// A second signal exits at once (1). Requests are tracked through Node's public
// diagnostics channel `http.server.request.start`, so nothing of Next's internals is patched.
import { subscribe } from 'node:diagnostics_channel';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DRAINING = Symbol.for('therapy-shell.draining');

function milliseconds(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) {
    console.error(`serve: ${name} must be a whole number of milliseconds, got "${value}"`);
    process.exit(2);
  }
  return Number(value);
}

function log(message, fields = {}) {
  process.stdout.write(`${JSON.stringify({ level: 'info', source: 'serve', message, ...fields })}\n`);
}

const shutdownDelayMs = milliseconds('SHELL_SHUTDOWN_DELAY_MS', 0);
const shutdownTimeoutMs = milliseconds('SHELL_SHUTDOWN_TIMEOUT_MS', 10_000);
const serverFile = resolve(process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), 'server.js'));
if (!existsSync(serverFile)) {
  console.error(
    `serve: no standalone server at ${serverFile}. Build the brand first (npm run build:brands -- <brand>) and run the serve.mjs inside <distDir>/standalone/apps/shell, or pass the path of server.js.`,
  );
  process.exit(2);
}

// The build's `env` of next.config (SHELL_BRAND, ...) is inlined into the bundles, but the page-load
// step also reads SHELL_BRAND from the process at run time: unset, it would take brand main and every
// page of another brand's build would fail. The build's values are set here; a different value
// given at run time stops the start with both values.
const embedded = /^const nextConfig = (\{.*\})$/m.exec(readFileSync(serverFile, 'utf8'));
const buildEnv = embedded ? (JSON.parse(embedded[1]).env ?? {}) : {};
for (const [name, value] of Object.entries(buildEnv)) {
  if (process.env[name] === undefined || process.env[name] === '') process.env[name] = value;
  else if (process.env[name] !== value) {
    console.error(
      `serve: ${name}="${process.env[name]}" but this server was built with ${name}="${value}": unset it or start the build made for "${process.env[name]}".`,
    );
    process.exit(2);
  }
}

/** @type {Set<import('node:http').Server>} */
const servers = new Set();
/** @type {Set<import('node:http').ServerResponse>} */
const inFlight = new Set();
let shuttingDown = false;
let onIdle = () => undefined;

subscribe('http.server.request.start', (message) => {
  const { response, server } =
    /** @type {{ response: import('node:http').ServerResponse, server: import('node:http').Server }} */ (message);
  servers.add(server);
  inFlight.add(response);
  // While draining, every answer ends its connection, so keep-alive clients reconnect elsewhere.
  if (shuttingDown && !response.headersSent) response.setHeader('connection', 'close');
  response.once('close', () => {
    inFlight.delete(response);
    if (inFlight.size === 0) onIdle();
  });
});

async function shutdown(signal) {
  if (shuttingDown) {
    log('second signal: exiting now', { signal, inFlight: inFlight.size });
    process.exit(1);
  }
  shuttingDown = true;
  globalThis[DRAINING] = true;
  const started = Date.now();
  log('draining', { signal, inFlight: inFlight.size, delayMs: shutdownDelayMs, timeoutMs: shutdownTimeoutMs });
  if (shutdownDelayMs > 0) await new Promise((done) => setTimeout(done, shutdownDelayMs));
  for (const server of servers) {
    server.close();
    server.closeIdleConnections();
  }
  const drained =
    inFlight.size === 0 ||
    (await new Promise((done) => {
      const timer = setTimeout(() => done(false), shutdownTimeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        done(true);
      };
    }));
  const cut = inFlight.size;
  for (const server of servers) server.closeAllConnections();
  log(drained ? 'stopped: every request finished' : 'stopped: requests cut at the time limit', {
    signal,
    cut,
    ms: Date.now() - started,
  });
  process.exit(drained ? 0 : 1);
}

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await import(pathToFileURL(serverFile).href);
