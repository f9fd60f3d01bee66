// Server only: the texts and the visitor's country for the shell's own page contents on the App
// Router (/gethelpnow/, the 404 page), which are Server Components: their texts are rendered on the
// server and never go to the browser in the texts asset (client-messages.ts).
import { compileMessages, createCompiledTranslator, type CompiledMessages, type Translate } from '@therapy-shell/i18n';
import type { Language } from '@therapy-shell/core';
import { messagesRegistry } from '../frame/page-messages.ts';
import { requestLoad } from './request-shell.ts';

/** The translator of the request's page and the visitor's country (for the crisis lines). */
export interface PageTexts {
  t: Translate;
  country: string;
}

/**
 * The request's page texts: the page-load step's (inline, or registered by their id), else the
 * shell's own catalogue of the language. None when the step found no page to frame (the fallback
 * page or the static host's 404 render instead) or the request did not go through the proxy.
 *
 * @example
 * const texts = await requestPageTexts();
 * texts?.t('notFound.title'); // 'Page not found'
 */
export async function requestPageTexts(): Promise<PageTexts | undefined> {
  const load = await requestLoad().catch(() => undefined);
  if (!load) return undefined;
  const { shell } = load;
  if (shell.status !== 'ok' && shell.status !== 'degraded') return undefined;
  return { t: createCompiledTranslator(shell.language, stepMessages(shell)), country: shell.country };
}

/**
 * The texts of a page-load step: inline, or registered by their id (the backend's translations),
 * else the shell's own catalogue of the language.
 *
 * @example
 * const t = createCompiledTranslator(shell.language, stepMessages(shell));
 */
export function stepMessages(shell: {
  language: Language;
  messages?: CompiledMessages | undefined;
  messagesId?: string | undefined;
}): CompiledMessages {
  const registered = shell.messagesId ? messagesRegistry().get(shell.messagesId) : undefined;
  return shell.messages ?? registered ?? compileMessages(shell.language);
}
