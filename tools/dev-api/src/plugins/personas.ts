import type { FastifyRequest } from 'fastify';
import { BRAND_IDS, isBrandId, type BrandId } from '@therapy-shell/brand-config';
import { readCookie } from '@therapy-shell/core';
import { deepMerge, LOGGED_OUT_SESSION, type JsonObject } from '../defaults.ts';
import { PERSONA_NAME, type Persona } from '../personas.ts';
import { definePlugin } from './define-plugin.ts';

/** Cookie that picks the persona of a visitor (DESIGN.md section 5). */
export const PERSONA_COOKIE = 'dev_persona';

/** Cookie that picks the brand whose defaults are served, for one dev-api behind several brand apps. */
export const BRAND_COOKIE = 'dev_brand';

/** Name under which the personas plugin registers; the plugins that read visitors depend on it. */
export const PERSONAS_PLUGIN = 'dev-api-personas';

/**
 * A `dev_persona` or `dev_brand` cookie naming nothing dev-api knows; answered as 400 with the
 * message, which lists what is known.
 *
 * @example
 * throw new UnknownPersonaError('Unknown persona "x" (cookie dev_persona): ...');
 */
export class UnknownPersonaError extends Error {
  override readonly name = 'UnknownPersonaError' as const;
  readonly statusCode = 400;
}

/** The visitor of a request: the persona's name (the default persona without a cookie) and the persona. */
export interface Visitor {
  readonly name: string;
  readonly persona: Persona;
}

/**
 * The personas of one server and the cookie rules that pick them. Usable without a Fastify request
 * (a WebSocket handshake carries the same Cookie header).
 */
export interface PersonaDirectory {
  /** Directory the personas were read from (named in the unknown-persona message). */
  readonly fixturesDir: string;
  /** Names of the personas, in file order. */
  names(): string[];
  has(name: string): boolean;
  /** The visitor a Cookie header names; throws {@link UnknownPersonaError} for an unknown persona. */
  visitorOf(cookieHeader: string | undefined): Visitor;
  /** The brand a Cookie header names, else the server's; throws {@link UnknownPersonaError} for an unknown brand. */
  brandOf(cookieHeader: string | undefined): BrandId;
}

/** Options of {@link personasPlugin} and {@link createPersonaDirectory}. */
export interface PersonasOptions {
  /** Personas as `loadPersonas` read them. */
  readonly personas: ReadonlyMap<string, Persona>;
  readonly fixturesDir: string;
  /** Brand served without a `dev_brand` cookie (`SHELL_BRAND`). */
  readonly brand: BrandId;
  /** Persona of a visitor without a `dev_persona` cookie (`--persona`); `default` when absent. */
  readonly defaultPersona?: string | undefined;
}

/** Name of the persona used without a `dev_persona` cookie unless the server is told otherwise. */
export const DEFAULT_PERSONA = 'default';

declare module 'fastify' {
  interface FastifyInstance {
    /** The personas of this server (personas plugin). */
    personas: PersonaDirectory;
  }
  interface FastifyRequest {
    /** The visitor the `dev_persona` cookie names (personas plugin); throws for an unknown persona. */
    visitor(): Visitor;
    /** The brand the `dev_brand` cookie names, else `SHELL_BRAND` (personas plugin); throws for an unknown brand. */
    servedBrand(): BrandId;
  }
}

/**
 * The persona used without a `dev_persona` cookie: `options.defaultPersona`, else `default`. Throws
 * {@link UnknownPersonaError} when it names no persona of the directory (`default` may be absent:
 * it is then a logged-out visitor from the defaults).
 *
 * @example
 * checkDefaultPersona({ personas, fixturesDir, brand: 'main', defaultPersona: 'client' }); // 'client'
 */
export function checkDefaultPersona(options: PersonasOptions): string {
  const { personas, fixturesDir } = options;
  const name = options.defaultPersona || DEFAULT_PERSONA;
  if (name !== DEFAULT_PERSONA && !personas.has(name)) {
    const known = [...personas.keys()].join(', ') || '(none)';
    const reason = PERSONA_NAME.test(name) ? `no file ${name}.json in ${fixturesDir}` : 'not a valid persona name';
    throw new UnknownPersonaError(`Unknown default persona "${name}": ${reason}. Known personas: ${known}.`);
  }
  return name;
}

/**
 * The persona directory of {@link PersonasOptions}.
 *
 * @example
 * const directory = createPersonaDirectory({ personas: loadPersonas(dir), fixturesDir: dir, brand: 'main' });
 * directory.visitorOf('dev_persona=client').persona.session; // { id: 42, ... }
 */
export function createPersonaDirectory(options: PersonasOptions): PersonaDirectory {
  const { personas, fixturesDir, brand } = options;
  const defaultPersona = checkDefaultPersona(options);
  return {
    fixturesDir,
    names: () => [...personas.keys()],
    has: (name) => personas.has(name),
    visitorOf(cookieHeader) {
      const name = readCookie(cookieHeader, PERSONA_COOKIE) || defaultPersona;
      const persona = personas.get(name);
      if (persona) return { name, persona };
      // Without default.json, a visitor without a cookie is a logged-out visitor from the defaults.
      if (name === DEFAULT_PERSONA) return { name, persona: {} };
      const known = [...personas.keys()].join(', ') || '(none)';
      const reason = PERSONA_NAME.test(name) ? `no file ${name}.json in ${fixturesDir}` : 'not a valid persona name';
      throw new UnknownPersonaError(
        `Unknown persona "${name}" (cookie ${PERSONA_COOKIE}): ${reason}. Known personas: ${known}.`,
      );
    },
    brandOf(cookieHeader) {
      const cookie = readCookie(cookieHeader, BRAND_COOKIE);
      if (cookie === undefined || cookie === '') return brand;
      if (isBrandId(cookie)) return cookie;
      throw new UnknownPersonaError(
        `Unknown brand "${cookie}" (cookie ${BRAND_COOKIE}). Valid ids: ${BRAND_IDS.join(', ')}.`,
      );
    },
  };
}

/**
 * The session user a persona answers with: the persona's `session` over a logged-out visitor.
 *
 * @example
 * sessionOf({ session: { id: 42, user_type: 'client' } })['csrf_token']; // 'dev-csrf-token'
 */
export function sessionOf(persona: Persona): JsonObject {
  return deepMerge(LOGGED_OUT_SESSION, persona.session);
}

/**
 * Personas: decorates the server with `personas` and every request with `visitor()` and
 * `servedBrand()`. Shared with the server it is registered on, so every other plugin reads them.
 * Lookups are lazy: a route that never asks for the brand never answers 400 for a bad `dev_brand`.
 *
 * @example
 * app.register(personasPlugin, { personas: loadPersonas(dir), fixturesDir: dir, brand: 'main' });
 * app.get('/api/session', async (request) => sessionOf(request.visitor().persona));
 */
export const personasPlugin = definePlugin<PersonasOptions>(
  async (app, options) => {
    const directory = createPersonaDirectory(options);
    app.decorate('personas', directory);
    app.decorateRequest('visitor', function visitor(this: FastifyRequest) {
      return directory.visitorOf(this.headers.cookie);
    });
    app.decorateRequest('servedBrand', function servedBrand(this: FastifyRequest) {
      return directory.brandOf(this.headers.cookie);
    });
  },
  { name: PERSONAS_PLUGIN, shared: true },
);
