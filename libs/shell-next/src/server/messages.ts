// The server's half of the shell's texts as an asset (page-messages.ts explains the design): the
// page-load step registers each page's compiled texts under the hash of their content, and the
// app's proxy.ts answers /_shell/messages/<language>/<id>.js from that registry, the per-site cache's
// copy, so serving them costs no backend call.
//
// Who may keep them: texts the page-load step fetched without any visitor's cookies (with its
// caches, as in production) are the site's, the same for everyone: `public, immutable`, so a CDN
// may keep them. Texts fetched with a visitor's cookies (without caches: `SHELL_CACHE_TTL_MS=0`, as
// under `npm start` and the browser tests, where dev-api's personas change them) may be that
// visitor's: they are registered as private and answered `private, immutable`, which only the
// visitor's browser keeps.
//
// An instance that did not render the page (several behind a balancer) asks the backend for the
// site's texts, without the visitor's cookies, as the page-load step's cached call does; when they
// changed meanwhile (or the page's were a visitor's) it answers the current texts uncached, and the
// page hydrates with them. Such misses cost at most one backend call per site, language and
// {@link MESSAGES_MISS_WINDOW_MS}: concurrent misses share one call, and its answer (or its
// failure: 503 for every miss meanwhile, logged once) answers the misses that follow, so ids made
// up by the thousand cost the backend nothing more. The call reads at most
// `SHELL_TRANSLATIONS_MAX_BODY_BYTES` of the answer (2 MiB) and only the keys of the shell's
// catalogue: an answer past it is a 503, never held whole.
import { createHash } from 'node:crypto';
import { LANGUAGES, type Language, BACKEND_PATHS } from '@therapy-shell/core';
import type { CompiledMessages } from '@therapy-shell/i18n';
import { createServerClient } from '@therapy-shell/request';
import { compileBackendMessages } from '../page-load/backend-messages.ts';
import { firstRenderMessages } from '../app-router/client-messages.ts';
import { incomingRequestId } from './forwarding.ts';
import { MESSAGES_PATH, MESSAGES_REGISTRY_KEY, messagesRegistry } from '../frame/page-messages.ts';
import { shellEnv } from './env.ts';
import { PRIVATE_NO_STORE, staticSecurityHeaders } from '../common/security-headers.ts';

export { MESSAGES_PATH };

/** How many distinct texts (site × language × version) a process keeps; the oldest go first. */
export const MESSAGES_REGISTRY_SIZE = 256;

/**
 * How long one backend call for the texts of a site and language answers the misses that follow
 * (an id this process has not registered): its texts, or its failure. The `Retry-After` of a 503.
 */
export const MESSAGES_MISS_WINDOW_MS = 5_000;

/** `Cache-Control` of an asset whose content its id names: never changes, kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The same for a visitor's own texts: kept by their browser only, never by a shared cache. */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

// The cached texts are one object per site, language and time-to-live: hashed once each.
const ids = new WeakMap<CompiledMessages, string>();

/**
 * The registered ids whose texts were fetched without a visitor's cookies, which anyone may have.
 * Beside the registry, under a global symbol like it: the `_app` registers and proxy.ts answers,
 * each from its own bundle.
 */
function sharedIds(): Set<string> {
  const holder = globalThis as { [key: symbol]: Set<string> | undefined };
  const key = Symbol.for(`${MESSAGES_REGISTRY_KEY}/shared`);
  let shared = holder[key];
  if (!shared) {
    shared = new Set();
    holder[key] = shared;
  }
  return shared;
}

/**
 * Registers a page's texts and gives their id: the first 128 bits of the SHA-256 of their JSON,
 * base64url. `shared`: fetched without any visitor's cookies (the page-load step's cached call),
 * answered `public, immutable`; `private`: fetched with a visitor's cookies, answered only
 * `private`. Texts with the same id are the same texts: once registered as shared they stay shared.
 * Re-registering refreshes an entry; past {@link MESSAGES_REGISTRY_SIZE} the least recently
 * registered is dropped.
 *
 * @example
 * const id = registerMessages(shell.messages, caches ? 'shared' : 'private'); // 'x3F…' (22 characters)
 */
export function registerMessages(messages: CompiledMessages, scope: 'shared' | 'private'): string {
  let id = ids.get(messages);
  if (!id) {
    id = createHash('sha256').update(JSON.stringify(messages)).digest('base64url').slice(0, 22);
    ids.set(messages, id);
  }
  const registry = messagesRegistry();
  const shared = sharedIds();
  registry.delete(id);
  registry.set(id, messages);
  if (scope === 'shared') shared.add(id);
  if (registry.size > MESSAGES_REGISTRY_SIZE) {
    const oldest = registry.keys().next().value;
    if (oldest !== undefined) {
      registry.delete(oldest);
      shared.delete(oldest);
    }
  }
  return id;
}

/**
 * Registers the texts an App Router page's browser code renders before its lazy parts load
 * (app-router/client-messages.ts), taken from the texts registered as `id`, with the same scope,
 * and gives their id; `id` itself when it is not registered (nothing to take them from).
 *
 * @example
 * const firstId = registerFirstRenderMessages(shell.messagesId); // the head's asset; shell.messagesId for the lazy parts
 */
export function registerFirstRenderMessages(id: string): string {
  const messages = messagesRegistry().get(id);
  if (!messages) return id;
  return registerMessages(firstRenderMessages(messages), sharedIds().has(id) ? 'shared' : 'private');
}

/**
 * The asset's script: puts the texts into the page's registry under `id`. The texts travel as a
 * JSON string (JSON.parse reads it faster than the engine parses an object literal).
 */
function script(id: string, messages: CompiledMessages): string {
  const key = JSON.stringify(MESSAGES_REGISTRY_KEY);
  return `(globalThis[Symbol.for(${key})]||(globalThis[Symbol.for(${key})]=new Map)).set(${JSON.stringify(id)},JSON.parse(${JSON.stringify(JSON.stringify(messages))}));\n`;
}

/** Options of {@link messagesResponse}; each defaults to the environment the page-load step reads. */
export interface MessagesResponseOptions {
  /** Backend origin, for texts this process has not registered (default `SHELL_API_ORIGIN`). */
  apiOrigin?: string | undefined;
  /** The site's hosts (default `SHELL_SITE_HOSTS`): the texts are asked for the first, or the request's when listed. */
  siteHosts?: readonly string[] | undefined;
  /** Production: HSTS on the answers (default: `NODE_ENV` is production). */
  production?: boolean | undefined;
  /**
   * Largest translations answer read, in bytes after decompression (default
   * `SHELL_TRANSLATIONS_MAX_BODY_BYTES`, else 2097152): past it the asset answers 503.
   */
  maxBodyBytes?: number | undefined;
  /** Injected fetch, for tests. */
  fetch?: typeof globalThis.fetch | undefined;
}

function answer(status: number, body: string | null, production: boolean, extra: Record<string, string>): Response {
  const headers = new Headers(
    staticSecurityHeaders({ production }).map(({ key, value }): [string, string] => [key, value]),
  );
  for (const [key, value] of Object.entries(extra)) headers.set(key, value);
  return new Response(body, { status, headers });
}

/**
 * The answer to `/_shell/messages/<language>/<id>.js` (the script the page's head loads) and `.json`
 * (what the page fetches when the script failed), or undefined for any other path. From the
 * registry when this process rendered a page with these texts (`public, immutable`, or `private`
 * for a visitor's own), else from the site's current texts: immutable when the content is the id's,
 * otherwise the current texts with `no-store`. 404 for a malformed path, 405 for a method other
 * than GET and HEAD, 503 when the backend cannot be asked or its answer is too large. At most one
 * backend call per site, language and {@link MESSAGES_MISS_WINDOW_MS}, whatever the ids asked for.
 *
 * @example
 * // proxy.ts
 * const messages = await messagesResponse(request);
 * if (messages) return messages;
 */
export async function messagesResponse(
  request: Request,
  options: MessagesResponseOptions = {},
): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(MESSAGES_PATH)) return undefined;
  const production = options.production ?? process.env['NODE_ENV'] === 'production';
  const match = /^([a-z]{2})\/([^/]+)\.(js|json)$/.exec(url.pathname.slice(MESSAGES_PATH.length));
  const language = match?.[1] as Language | undefined;
  const id = match?.[2];
  const kind = match?.[3];
  if (!language || !id || !kind || !LANGUAGES.includes(language) || !ID_PATTERN.test(id))
    return answer(404, 'Not found', production, { 'content-type': 'text/plain', 'cache-control': PRIVATE_NO_STORE });
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return answer(405, null, production, { allow: 'GET, HEAD', 'cache-control': PRIVATE_NO_STORE });
  let messages = messagesRegistry().get(id);
  let cacheControl = sharedIds().has(id) ? IMMUTABLE : PRIVATE_IMMUTABLE;
  if (!messages) {
    const maxBodyBytes = options.maxBodyBytes ?? shellEnv().translationsMaxBodyBytes;
    let current: CurrentTexts;
    try {
      current = await currentTexts(request, url, language, maxBodyBytes, options);
    } catch {
      // The failed call was logged once; every miss until the window ends answers the same.
      return answer(503, null, production, {
        'cache-control': PRIVATE_NO_STORE,
        'retry-after': String(MESSAGES_MISS_WINDOW_MS / 1000),
      });
    }
    // The App Router's first texts of the current ones when the id is theirs; else all the current texts.
    const first = current.first.id === id;
    messages = first ? current.first.messages : current.messages;
    cacheControl = first || current.id === id ? IMMUTABLE : PRIVATE_NO_STORE;
  }
  const body = kind === 'js' ? script(id, messages) : JSON.stringify(messages);
  return answer(200, request.method === 'HEAD' ? null : body, production, {
    'content-type': kind === 'js' ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': cacheControl,
    'content-language': language,
  });
}

/** The site's current texts of a language, as the page-load step's cached call makes them, and their id. */
interface CurrentTexts {
  id: string;
  messages: CompiledMessages;
  /** Those of them an App Router page loads first (app-router/client-messages.ts), and their id. */
  first: { id: string; messages: CompiledMessages };
}

/** One backend call for the texts of a site and language: under way, or settled at `settledAt`. */
interface Lookup {
  texts: Promise<CurrentTexts>;
  settledAt: number | undefined;
}

// The backend calls of this process, per fetch (tests inject their own) and site, language and backend.
const lookups = new WeakMap<typeof globalThis.fetch, Map<string, Lookup>>();

/**
 * The site's current texts of a language: the call under way or made within the window, else a new
 * one (without the visitor's cookies: what it answers is the site's, for anyone who asks).
 */
function currentTexts(
  request: Request,
  url: URL,
  language: Language,
  maxBodyBytes: number,
  options: MessagesResponseOptions,
): Promise<CurrentTexts> {
  const siteHosts: readonly string[] = options.siteHosts ?? shellEnv().siteHosts;
  const host = url.hostname.toLowerCase();
  const siteHost = siteHosts.includes(host) ? host : siteHosts[0];
  const origin = options.apiOrigin ?? shellEnv().apiOrigin;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let calls = lookups.get(fetchImpl);
  if (!calls) lookups.set(fetchImpl, (calls = new Map()));
  // The site host is the configured one (never a client-sent host), so the keys are few.
  const key = `${origin}|${siteHost ?? ''}|${language}`;
  const now = Date.now();
  const known = calls.get(key);
  if (known && (known.settledAt === undefined || now - known.settledAt < MESSAGES_MISS_WINDOW_MS)) return known.texts;
  const client = createServerClient({
    origin,
    requestId: incomingRequestId(request.headers.get('x-request-id') ?? '') ?? crypto.randomUUID(),
    headers: siteHost ? { 'x-forwarded-host': siteHost } : {},
    maxBodyBytes,
    fetch: fetchImpl,
  });
  const lookup: Lookup = {
    settledAt: undefined,
    texts: client.getJson(BACKEND_PATHS.translations, { language }).then((translations) => {
      const messages = compileBackendMessages(language, translations);
      const first = firstRenderMessages(messages);
      return {
        id: registerMessages(messages, 'shared'),
        messages,
        first: { id: registerMessages(first, 'shared'), messages: first },
      };
    }),
  };
  lookup.texts.then(
    () => {
      lookup.settledAt = Date.now();
    },
    (error: unknown) => {
      lookup.settledAt = Date.now();
      process.stderr.write(
        `${JSON.stringify({ level: 'warning', message: `The shell's texts ${url.pathname}: the backend's translations failed`, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })}\n`,
      );
    },
  );
  calls.set(key, lookup);
  return lookup.texts;
}
