import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { parseBrandCodes, resolveBrand, type BrandId } from '@therapy-shell/brand-config';
import { brandSiteConfig, deepMerge, LOGGED_OUT_SESSION, type JsonObject } from './defaults.ts';
import { loadPersonas, PERSONA_NAME, type Persona } from './personas.ts';

/** Cookie that picks the persona of a visitor (DESIGN.md section 5). */
export const PERSONA_COOKIE = 'dev_persona';

/** Options of {@link buildServer}. */
export interface DevApiOptions {
  /** Directory of persona fixtures. */
  fixturesDir: string;
  /** Brand whose defaults fill what a persona leaves out (`SHELL_BRAND`). */
  brand: BrandId;
  /** product_code_name to brand map (`SHELL_BRAND_CODES`). */
  brandCodes?: string | undefined;
  /** Log requests (pino) — off in tests. */
  logger?: boolean;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Thrown by the persona lookup; answered as 400 with the message. */
class UnknownPersonaError extends Error {
  override readonly name = 'UnknownPersonaError' as const;
}

/**
 * Builds the dev-api server. Personas are read and validated here: a malformed fixture throws a
 * FixtureError before anything listens.
 *
 * @example
 * const app = buildServer({ fixturesDir: 'tools/dev-api/fixtures', brand: 'main' });
 * await app.listen({ host: '127.0.0.1', port: 4000 });
 */
export function buildServer(options: DevApiOptions): FastifyInstance {
  const personas = loadPersonas(options.fixturesDir);
  const codes = parseBrandCodes(options.brandCodes);
  const app = Fastify({ logger: options.logger ?? false });

  function personaOf(request: FastifyRequest): { name: string; persona: Persona } {
    const raw = readCookie(request.headers.cookie, PERSONA_COOKIE);
    const name = raw ? decodeURIComponent(raw) : 'default';
    const persona = personas.get(name);
    if (persona) return { name, persona };
    if (name === 'default') return { name, persona: {} };
    const known = [...personas.keys()].join(', ') || '(none)';
    const reason = PERSONA_NAME.test(name) ? `no file ${name}.json in ${options.fixturesDir}` : 'not a valid persona name';
    throw new UnknownPersonaError(`Unknown persona "${name}" (cookie ${PERSONA_COOKIE}): ${reason}. Known personas: ${known}.`);
  }

  function siteConfig(persona: Persona): JsonObject {
    const code = persona.config?.product_code_name;
    let brand = options.brand;
    if (code) {
      try {
        brand = resolveBrand(code, codes);
      } catch {
        // An unknown code is served as given, so the shell's configuration error can be seen.
      }
    }
    return deepMerge(brandSiteConfig(brand), persona.config);
  }

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof UnknownPersonaError) return reply.code(400).send({ error: error.message });
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    return reply.code(status).send({ error: error instanceof Error ? error.message : String(error) });
  });

  // Faults: a persona can make any endpoint answer with a status, body and delay.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__dev/')) return;
    const { persona } = personaOf(request);
    const path = request.url.split('?', 1)[0] ?? request.url;
    const fault = persona.faults?.[path];
    if (!fault) return;
    if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
    const body = fault.body ?? '';
    reply.code(fault.status);
    if (typeof body === 'string') reply.type('text/plain; charset=utf-8');
    return reply.send(body);
  });

  app.get('/__dev/health', async () => ({ status: 'ok', personas: [...personas.keys()] }));

  app.get('/api/session', async (request) => deepMerge(LOGGED_OUT_SESSION, personaOf(request).persona.session));

  app.get('/api/site-config', async (request) => siteConfig(personaOf(request).persona));

  app.get('/api/translations', async (request, reply) => {
    const { language } = request.query as { language?: unknown };
    if (typeof language !== 'string' || !/^[a-z]{2}(-[A-Za-z]{2})?$/.test(language)) {
      return reply.code(422).send({ error: 'Query parameter "language" is required: a language code such as en or de.' });
    }
    return personaOf(request).persona.translations?.[language] ?? {};
  });

  return app;
}
