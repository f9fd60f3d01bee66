/**
 * A piece of toast body text: plain text, or a link whose URL is http(s).
 *
 * @example
 * const links = parseToastBody(body).filter((part): part is Extract<ToastBodyPart, { kind: 'link' }> => part.kind === 'link');
 */
export type ToastBodyPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

// `[label](url)`. Neither part may hold brackets, parentheses or line breaks (the URL no whitespace
// either), so each attempt stops at the next bracket: matching stays linear in the text's length.
const BRACKET_LINK = /\[([^[\]()\n]+)\]\(([^[\]()\s]+)\)/g;
const HTTP_URL = /^https?:\/\//i;

function httpUrl(candidate: string): string | null {
  if (!HTTP_URL.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits toast body text into plain text and links (spec 4.4): `[label](url)` becomes a link only when
 * the URL is an absolute http or https URL; anything else (`javascript:`, `data:`, relative paths)
 * stays as the literal text it was written as. Never produces HTML.
 *
 * @example
 * parseToastBody('See [help](https://example.com/help).');
 * // [{ kind: 'text', text: 'See ' }, { kind: 'link', text: 'help', href: 'https://example.com/help' }, { kind: 'text', text: '.' }]
 */
export function parseToastBody(body: string): ToastBodyPart[] {
  const parts: ToastBodyPart[] = [];
  let text = '';
  let last = 0;
  for (const match of body.matchAll(BRACKET_LINK)) {
    const [whole, label = '', candidate = ''] = match;
    const href = httpUrl(candidate);
    text += body.slice(last, match.index);
    last = match.index + whole.length;
    if (href === null) {
      text += whole;
      continue;
    }
    if (text !== '') parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'link', text: label, href });
  }
  text += body.slice(last);
  if (text !== '') parts.push({ kind: 'text', text });
  return parts;
}
