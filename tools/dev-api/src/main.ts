#!/usr/bin/env node
// dev-api's command: `npx therapy-shell-dev-api [options]` from the package (its bin), and
// `node tools/dev-api/dist/main.js` in the workspace (`npm start`, the browser tests).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { BrandConfigError } from '@therapy-shell/brand-config';
import { DEV_API_BIN, HELP_TEXT, parseDevApiCommand, UsageError } from './cli.ts';
import { FixtureError } from './personas.ts';
import { UnknownPersonaError } from './plugins/personas.ts';
import { buildServer } from './server.ts';

const defaultFixtures = fileURLToPath(new URL('../fixtures', import.meta.url));

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? 'unknown';
}

async function main(): Promise<void> {
  const command = parseDevApiCommand(process.argv.slice(2), process.env, defaultFixtures);
  if (command.kind === 'help') {
    process.stdout.write(HELP_TEXT);
    return;
  }
  if (command.kind === 'version') {
    process.stdout.write(`${version()}\n`);
    return;
  }
  const { options } = command;
  const fixturesDirs = [...new Set(options.fixturesDirs.map((dir) => resolve(dir)))];
  const app = buildServer({
    fixturesDir: fixturesDirs,
    brand: options.brand,
    brandCodes: options.brandCodes,
    defaultPersona: options.defaultPersona,
    logger: options.logger,
  });
  // Loopback only (the command line refuses anything else): dev-api is never reachable from another machine.
  const address = await app.listen({ host: options.host, port: options.port });
  process.stdout.write(`dev-api listening on ${address} (fixtures: ${fixturesDirs.join(', ')})\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const known =
    error instanceof UsageError ||
    error instanceof FixtureError ||
    error instanceof BrandConfigError ||
    error instanceof UnknownPersonaError;
  let message = known ? (error as Error).message : ((error as Error | undefined)?.stack ?? String(error));
  if (code === 'EADDRINUSE' || code === 'EADDRNOTAVAIL') message = (error as Error).message;
  if (error instanceof UsageError) message += `\nRun ${DEV_API_BIN} --help for the options.`;
  process.stderr.write(`dev-api refused to start: ${message}\n`);
  process.exit(1);
});
