// The shell's texts of a page travel apart from the page: an asset per site, language and content
// (/_shell/messages/<language>/<id>.js, content-hashed, immutable), loaded by a deferred script in
// the document's head. A deferred script runs before Next.js's own deferred scripts, so the texts are
// in place when the page hydrates: no untranslated flash, nothing shifts. The page's data then
// carries only the page's own data, and a browser keeps the texts in its cache across pages.
//
// The script and the server share one registry: a Map under a global symbol, filled in the browser
// by the asset and on the server by the page-load step (server/messages.ts, which also answers
// the asset). Spec 4.8 holds: these are the backend's translations, compiled per site and language.
import type { CompiledMessages } from '@therapy-shell/i18n';
import type { Language } from '@therapy-shell/core';

/** Where the shell serves its texts: `/_shell/messages/<language>/<id>.js` (and `.json`). */
export const MESSAGES_PATH = '/_shell/messages/';

/** The global symbol of the registry, in the page and in the asset's script. */
export const MESSAGES_REGISTRY_KEY = '@therapy-shell/shell-next/messages';

type Registry = Map<string, CompiledMessages>;

/** The process's (or the page's) registry of texts by id. */
export function messagesRegistry(): Registry {
  const holder = globalThis as { [key: symbol]: Registry | undefined };
  const key = Symbol.for(MESSAGES_REGISTRY_KEY);
  let registry = holder[key];
  if (!registry) {
    registry = new Map();
    holder[key] = registry;
  }
  return registry;
}

/**
 * The path of a page's texts.
 *
 * @example
 * messagesAssetPath('de', 'Qx3…'); // '/_shell/messages/de/Qx3….js'
 */
export function messagesAssetPath(language: Language, id: string, kind: 'js' | 'json' = 'js'): string {
  return `${MESSAGES_PATH}${language}/${id}.${kind}`;
}

// In the browser: one fetch per id when the asset's script did not run (a failed load).
const pending = new Map<string, Promise<CompiledMessages>>();

/**
 * The texts of id `id`, or a promise of them when the page's asset did not run: fetched again as
 * JSON. A second failure leaves the promise pending, so the page stays as the server rendered it
 * (readable, its links working) rather than hydrating with wrong texts; `onFailure` hears of it.
 */
export function pageMessages(
  language: Language,
  id: string,
  onFailure: (error: unknown) => void,
): CompiledMessages | Promise<CompiledMessages> {
  const registry = messagesRegistry();
  // Once a render waited for them, every render gets that same promise, settled or not: React reads
  // a settled one at once, and a render it tries again must meet the `use` its first try met (a new
  // promise there is "uncached", and no `use` at all breaks its hooks: React's error 467).
  const found = pending.get(id) ?? registry.get(id);
  if (found) return found;
  if (typeof window === 'undefined') {
    // The page-load step registers a page's texts before the page renders: a miss is a bug.
    throw new Error(`The shell's texts ${id} (${language}) are not registered in this process`);
  }
  let promise = pending.get(id);
  if (!promise) {
    promise = fetch(messagesAssetPath(language, id, 'json'), { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The shell's texts ${messagesAssetPath(language, id)}: ${response.status}`);
        const messages = (await response.json()) as CompiledMessages;
        registry.set(id, messages);
        return messages;
      })
      .catch((error: unknown) => {
        onFailure(error);
        return new Promise<never>(() => undefined);
      });
    pending.set(id, promise);
  }
  return promise;
}
