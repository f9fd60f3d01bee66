import Fastify, { type FastifyInstance } from 'fastify';
import { parseBrandCodes, type BrandId } from '@therapy-shell/brand-config';
import { answerError } from './errors.ts';
import { registerFormParsers } from './forms.ts';
import { loadPersonas } from './personas.ts';
import { faultsPlugin } from './plugins/faults.ts';
import { mocksPlugin } from './plugins/mocks.ts';
import { checkDefaultPersona, personasPlugin } from './plugins/personas.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { shellEndpointsPlugin } from './plugins/shell-endpoints.ts';
import { sinksPlugin } from './plugins/sinks.ts';
import { widgetPlugin } from './plugins/widget.ts';

export { PERSONA_COOKIE } from './plugins/personas.ts';
export { DEV_PUSHER_SECRET } from './plugins/realtime.ts';

/** Options of {@link buildServer}. */
export interface DevApiOptions {
  /**
   * Directory of persona fixtures, or several: a persona is read from the first that has its file
   * (a team's own directory, then the shipped `fixtures/` for the names it lacks).
   */
  fixturesDir: string | readonly string[];
  /** Brand whose defaults fill what a persona leaves out (`SHELL_BRAND`). */
  brand: BrandId;
  /** product_code_name to brand map (`SHELL_BRAND_CODES`). */
  brandCodes?: string | undefined;
  /** Persona of a visitor without a `dev_persona` cookie; `default` when absent. */
  defaultPersona?: string | undefined;
  /** Log requests (pino) — off in tests. */
  logger?: boolean;
}

/**
 * Builds the dev-api server from its plugins. Personas, the default persona and brand codes are read
 * and validated here, synchronously: a malformed fixture throws a FixtureError (an unknown default
 * persona an UnknownPersonaError) before anything listens.
 *
 * @example
 * const app = buildServer({ fixturesDir: 'tools/dev-api/fixtures', brand: 'main' });
 * await app.listen({ host: '127.0.0.1', port: 4000 });
 */
export function buildServer(options: DevApiOptions): FastifyInstance {
  const personas = loadPersonas(options.fixturesDir);
  const personaOptions = {
    personas,
    fixturesDir: options.fixturesDir,
    brand: options.brand,
    defaultPersona: options.defaultPersona,
  };
  checkDefaultPersona(personaOptions);
  const brandCodes = parseBrandCodes(options.brandCodes);
  const app = Fastify({ logger: options.logger ?? false });

  // Server-wide, before any plugin: every route answers errors alike and reads form bodies.
  app.setErrorHandler(answerError);
  registerFormParsers(app);

  // Order matters: personas and faults are shared with this server, so their decorators and the
  // faults hook apply to the routes of every plugin registered after them.
  app.register(personasPlugin, personaOptions);
  app.register(faultsPlugin);
  app.register(shellEndpointsPlugin, { brandCodes });
  app.register(realtimePlugin);
  app.register(widgetPlugin);
  app.register(sinksPlugin);
  // Last: the not-found handler answers a product team's own endpoints from the personas' mocks.
  app.register(mocksPlugin);
  return app;
}
