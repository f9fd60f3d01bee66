// The server's half of the shell's texts as an asset (page-messages.ts explains the design): the
// page-load step registers each page's compiled texts under the hash of their content, and the
// app's proxy.ts answers /_shell/messages/<language>/<id>.js from that registry, the per-site cache's
// copy, so serving them costs no backend call. An instance that did not render the page (several
// behind a balancer) asks the backend for the texts as the page-load step would; when they changed
// meanwhile it answers the current texts uncached, and the page hydrates with them.
import { createHash } from 'node:crypto';
import { LANGUAGES, parseTranslations, type Language } from '@therapy-shell/core';
import { compileMessages, type CompiledMessages } from '@therapy-shell/i18n';
import { createServerClient } from '@therapy-shell/request';
import { envList } from '../env-list.ts';
import { incomingRequestId } from '../forwarding.ts';
import { MESSAGES_PATH, MESSAGES_REGISTRY_KEY, messagesRegistry } from '../page-messages.ts';
import { PRIVATE_NO_STORE, staticSecurityHeaders } from './security-headers.ts';

export { MESSAGES_PATH };

/** How many distinct texts (site × language × version) a process keeps; the oldest go first. */
export const MESSAGES_REGISTRY_SIZE = 256;

/** `Cache-Control` of an asset whose content its id names: never changes, kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

// The cached texts are one object per site, language and time-to-live: hashed once each.
const ids = new WeakMap<CompiledMessages, string>();

/**
 * Registers a page's texts and gives their id: the first 128 bits of the SHA-256 of their JSON,
 * base64url. Re-registering refreshes an entry; past {@link MESSAGES_REGISTRY_SIZE} the least
 * recently registered is dropped.
 *
 * @example
 * const id = registerMessages(shell.messages); // 'x3F…' (22 characters)
 */
export function registerMessages(messages: CompiledMessages): string {
  let id = ids.get(messages);
  if (!id) {
    id = createHash('sha256').update(JSON.stringify(messages)).digest('base64url').slice(0, 22);
    ids.set(messages, id);
  }
  const registry = messagesRegistry();
  registry.delete(id);
  registry.set(id, messages);
  if (registry.size > MESSAGES_REGISTRY_SIZE) {
    const oldest = registry.keys().next().value;
    if (oldest !== undefined) registry.delete(oldest);
  }
  return id;
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
 * registry when this process rendered a page with these texts, else from the backend: immutable when
 * the content is the id's, otherwise the current texts with `no-store`. 404 for a malformed path,
 * 405 for a method other than GET and HEAD, 503 when the backend cannot be asked.
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
  let current = true;
  if (!messages) {
    try {
      messages = await backendMessages(request, url, language, options);
    } catch (error) {
      process.stderr.write(
        `${JSON.stringify({ level: 'warning', message: `The shell's texts ${url.pathname}: the backend's translations failed`, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })}\n`,
      );
      return answer(503, null, production, { 'cache-control': PRIVATE_NO_STORE, 'retry-after': '5' });
    }
    current = registerMessages(messages) === id;
  }
  const body = kind === 'js' ? script(id, messages) : JSON.stringify(messages);
  return answer(200, request.method === 'HEAD' ? null : body, production, {
    'content-type': kind === 'js' ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': current ? IMMUTABLE : PRIVATE_NO_STORE,
    'content-language': language,
  });
}

/** The texts as the page-load step makes them: the backend's translations of the site, compiled. */
async function backendMessages(
  request: Request,
  url: URL,
  language: Language,
  options: MessagesResponseOptions,
): Promise<CompiledMessages> {
  const siteHosts: readonly string[] = options.siteHosts ?? envList(process.env['SHELL_SITE_HOSTS']) ?? [];
  const host = url.hostname.toLowerCase();
  const siteHost = siteHosts.includes(host) ? host : siteHosts[0];
  const client = createServerClient({
    origin: options.apiOrigin ?? (process.env['SHELL_API_ORIGIN'] || 'http://127.0.0.1:4000'),
    cookie: request.headers.get('cookie') ?? undefined,
    requestId: incomingRequestId(request.headers.get('x-request-id') ?? '') ?? crypto.randomUUID(),
    headers: siteHost ? { 'x-forwarded-host': siteHost } : {},
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return compileMessages(language, parseTranslations(await client.getJson('/api/translations', { language })));
}
