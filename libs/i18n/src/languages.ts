import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@therapy-shell/core';

/**
 * Maps a language tag to a supported language: en-US and en-GB become en, de-AT becomes de,
 * anything unknown falls back to en (spec 9).
 *
 * @example
 * normalizeLanguage('en-GB'); // 'en'
 * normalizeLanguage('pt-BR'); // 'en'
 */
export function normalizeLanguage(tag: string | null | undefined): Language {
  if (!tag) return DEFAULT_LANGUAGE;
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
