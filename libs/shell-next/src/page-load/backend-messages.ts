// Server only: the backend's translations made into the shell's texts, for the page-load step
// (load-shell.ts) and for the texts asset of a page this process did not render (server/messages.ts).
import { parseTranslations, type DriftListener, type Language } from '@therapy-shell/core';
import { compileMessages, type CompiledMessages } from '@therapy-shell/i18n';

// The keys of the shell's catalogue (English has every one), read once per process.
let catalogueKeys: readonly string[] | undefined;

/**
 * The shell's texts of a language with the backend's translations applied (spec 4.8), compiled.
 * Only the keys the shell's catalogue has are read from the answer: the rest would never be shown,
 * and checking each of them would cost time in proportion to the answer (200,000 unknown keys held
 * the event loop for seconds); this way the work is the catalogue's, whatever the answer's size.
 * A known key with a value that is not a string is drift (`onDrift`), as parseTranslations says.
 *
 * @example
 * compileBackendMessages('de', { 'nav.home': 'Start', 'some.product.key': 'x' })['nav.home']; // 'Start'
 */
export function compileBackendMessages(language: Language, answer: unknown, onDrift?: DriftListener): CompiledMessages {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    return compileMessages(language, parseTranslations(answer, onDrift));
  catalogueKeys ??= Object.keys(compileMessages('en'));
  const known: Record<string, unknown> = {};
  for (const key of catalogueKeys)
    if (Object.hasOwn(answer, key)) known[key] = (answer as Record<string, unknown>)[key];
  return compileMessages(language, parseTranslations(known, onDrift));
}
