// Which of the shell's texts an App Router page's browser code needs before its lazy parts load.
// The header, the navigation and the footer are Server Components: their texts are rendered on the
// server and travel in the page's HTML, never in the texts asset, and so are the 404 page's and
// /gethelpnow/'s contents (not-found-content.tsx, crisis-page.tsx). What the browser renders itself
// at first is little: the quick exit, the consent banner, the error panel and the skip link (the
// fallback page, with the crisis notice and lines, comes rendered from the server: fallback-page.tsx).
// Those texts are the
// asset the document's head loads (`AppRootData.messagesId`); the rest (the dialogs, the
// notification centre) come as JSON with the lazy parts that use them
// (`AppRootData.allMessagesId`, app-shell.tsx). The Pages Router hydrates its whole frame,
// so its pages load every text.
//
// They are formatted with i18n's lean translator (no number styles or date-time formats: their
// messages have plurals and arguments alone); the whole texts with the whole translator, which
// loads with them. app-shell.spec.tsx renders the App Router's browser code with these texts alone
// and fails on any other key it asks for, and checks the lean translator gives them as the whole one.
import type { CompiledMessages } from '@therapy-shell/i18n';

/** Key prefixes whose texts the App Router's browser code renders before its lazy parts load. */
const FIRST_RENDER_PREFIXES = ['quickExit.', 'consentBanner.', 'toast.', 'fallback.', 'pageError.'] as const;

/** Single keys of the same kind, from namespaces whose other texts the server or a lazy part renders. */
const FIRST_RENDER_KEYS: ReadonlySet<string> = new Set([
  'shell.skipToContent',
  'notifications.unread',
  'notifications.unreadOver',
]);

/**
 * Whether the App Router's browser code renders the text of `key` before its lazy parts load.
 *
 * @example
 * isFirstRenderKey('quickExit.label'); // true
 * isFirstRenderKey('cookieSettings.title'); // false
 */
export function isFirstRenderKey(key: string): boolean {
  return FIRST_RENDER_KEYS.has(key) || FIRST_RENDER_PREFIXES.some((prefix) => key.startsWith(prefix));
}

// One subset per texts object: the page-load step's cached texts are one object per site and language.
const subsets = new WeakMap<CompiledMessages, CompiledMessages>();

/**
 * The texts of `messages` that the App Router's browser code renders before its lazy parts load.
 *
 * @example
 * firstRenderMessages(compileMessages('en'))['quickExit.label']; // 'Exit this page'
 */
export function firstRenderMessages(messages: CompiledMessages): CompiledMessages {
  let subset = subsets.get(messages);
  if (!subset) {
    const picked: Record<string, CompiledMessages[string]> = {};
    for (const key of Object.keys(messages)) {
      const text = messages[key];
      if (text !== undefined && isFirstRenderKey(key)) picked[key] = text;
    }
    subset = picked;
    subsets.set(messages, subset);
  }
  return subset;
}
