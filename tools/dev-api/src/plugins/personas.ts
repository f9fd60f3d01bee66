import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BRAND_IDS, isBrandId, type BrandId } from '@therapy-shell/brand-config';
import { readCookie } from '@therapy-shell/core';
import { deepMerge, LOGGED_OUT_SESSION, type JsonObject } from '../defaults.ts';
import { fixtureDirsText, PERSONA_NAME, personaSchema, type Persona } from '../personas.ts';
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

/**
 * What changes about a persona's visitor while dev-api runs, as it would in a real backend when the
 * visitor's state changes (a subscription becomes cancellable, a language is added, the session
 * ends): the per-visitor answers, checked like the persona file's fields.
 */
export const personaChangeSchema = personaSchema.pick({ session: true, availability: true, locale_selector: true });

/** A change of a persona's per-visitor answers (`PATCH /__dev/personas/:name`). */
export type PersonaChange = z.infer<typeof personaChangeSchema>;

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
  /** Directory the personas were read from, or the directories in order (named in the unknown-persona message). */
  readonly fixturesDir: string | readonly string[];
  /** Names of the personas, in file order. */
  names(): string[];
  has(name: string): boolean;
  /**
   * Every persona of the directory as a visitor gets it now (its run-time changes applied), in file
   * order: what dev-api knows of all its users (a counselor's clients for its watchlist).
   */
  all(): Visitor[];
  /** The visitor a Cookie header names; throws {@link UnknownPersonaError} for an unknown persona. */
  visitorOf(cookieHeader: string | undefined): Visitor;
  /** The brand a Cookie header names, else the server's; throws {@link UnknownPersonaError} for an unknown brand. */
  brandOf(cookieHeader: string | undefined): BrandId;
  /**
   * Changes a persona's per-visitor answers from now on: each object field is merged over what the
   * persona answers (a list replaces); later changes add to earlier ones. Throws
   * {@link UnknownPersonaError} for a persona with no fixture (`default` always exists).
   */
  change(name: string, change: PersonaChange): Persona;
  /** Drops the run-time changes of one persona, or of every persona: the fixtures answer again. */
  restore(name?: string): void;
}

/** Options of {@link personasPlugin} and {@link createPersonaDirectory}. */
export interface PersonasOptions {
  /** Personas as `loadPersonas` read them. */
  readonly personas: ReadonlyMap<string, Persona>;
  /** The directory they were read from, or the directories in the order `loadPersonas` read them. */
  readonly fixturesDir: string | readonly string[];
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
    const reason = PERSONA_NAME.test(name)
      ? `no file ${name}.json in ${fixtureDirsText(fixturesDir)}`
      : 'not a valid persona name';
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
  /** Run-time changes per persona name, over its fixture. */
  const changes = new Map<string, PersonaChange>();
  const changed = (name: string, persona: Persona): Persona => {
    const change = changes.get(name);
    return change ? mergeChange(persona, change) : persona;
  };
  return {
    fixturesDir,
    names: () => [...personas.keys()],
    has: (name) => personas.has(name),
    all: () => [...personas].map(([name, persona]) => ({ name, persona: changed(name, persona) })),
    visitorOf(cookieHeader) {
      const name = readCookie(cookieHeader, PERSONA_COOKIE) || defaultPersona;
      const persona = personas.get(name);
      if (persona) return { name, persona: changed(name, persona) };
      // Without default.json, a visitor without a cookie is a logged-out visitor from the defaults.
      if (name === DEFAULT_PERSONA) return { name, persona: changed(name, {}) };
      const known = [...personas.keys()].join(', ') || '(none)';
      const reason = PERSONA_NAME.test(name)
        ? `no file ${name}.json in ${fixtureDirsText(fixturesDir)}`
        : 'not a valid persona name';
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
    change(name, change) {
      if (name !== DEFAULT_PERSONA && !personas.has(name)) {
        const known = [...personas.keys()].join(', ') || '(none)';
        throw new UnknownPersonaError(`Unknown persona "${name}". Known personas: ${known}.`);
      }
      changes.set(name, mergeChange(changes.get(name) ?? {}, change));
      return changed(name, personas.get(name) ?? {});
    },
    restore(name) {
      if (name === undefined) changes.clear();
      else changes.delete(name);
    },
  };
}

/** A persona (or an earlier change) with a change's fields merged over its own. */
function mergeChange<T extends PersonaChange>(persona: T, change: PersonaChange): T {
  const merged: T = { ...persona };
  if (change.session) merged.session = { ...persona.session, ...change.session };
  if (change.availability) merged.availability = { ...persona.availability, ...change.availability };
  if (change.locale_selector) merged.locale_selector = { ...persona.locale_selector, ...change.locale_selector };
  return merged;
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
 * Also `/__dev/personas/:name`: a persona's per-visitor answers changed at run time, as a real
 * backend's would when the visitor's state changes (and nothing more: no call to the shell).
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

    app.get('/__dev/personas/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      if (name !== DEFAULT_PERSONA && !directory.has(name))
        return reply.code(404).send({ error: `Unknown persona "${name}"` });
      return directory.visitorOf(`${PERSONA_COOKIE}=${encodeURIComponent(name)}`).persona;
    });

    app.patch('/__dev/personas/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const parsed = personaChangeSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .code(422)
          .send({ error: parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ') });
      }
      try {
        return directory.change(name, parsed.data);
      } catch (error) {
        if (error instanceof UnknownPersonaError) return reply.code(422).send({ error: error.message });
        throw error;
      }
    });

    app.delete('/__dev/personas/:name', async (request) => {
      directory.restore((request.params as { name: string }).name);
      return { status: 'restored' };
    });

    app.delete('/__dev/personas', async () => {
      directory.restore();
      return { status: 'restored' };
    });
  },
  { name: PERSONAS_PLUGIN, shared: true },
);
