import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { assertBrandId, BrandConfigError } from '@therapy-shell/brand-config';
import { FixtureError } from './personas.ts';
import { buildServer } from './server.ts';

const defaultFixtures = fileURLToPath(new URL('../fixtures', import.meta.url));

async function main(): Promise<void> {
  const port = Number(process.env['DEV_API_PORT'] ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`DEV_API_PORT="${process.env['DEV_API_PORT']}" is not a port number.`);
  const fixturesDir = resolve(process.env['DEV_API_FIXTURES'] || defaultFixtures);
  const app = buildServer({
    fixturesDir,
    brand: assertBrandId(process.env['SHELL_BRAND']),
    brandCodes: process.env['SHELL_BRAND_CODES'],
    logger: process.env['DEV_API_LOG'] === '1',
  });
  // Loopback only: dev-api is never reachable from another machine.
  const address = await app.listen({ host: '127.0.0.1', port });
  process.stdout.write(`dev-api listening on ${address} (fixtures: ${fixturesDir})\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const known = error instanceof FixtureError || error instanceof BrandConfigError;
  process.stderr.write(`dev-api refused to start: ${known ? error.message : (error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
