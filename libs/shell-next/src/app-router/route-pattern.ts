/** An App Router page's params, as Next.js gives them to the page (after `await props.params`). */
export type RouteParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The route pattern of an App Router page, in the Pages Router's form (`Router.pathname`): the
 * path without its trailing slash, each dynamic segment as its name in brackets. Next.js tells a
 * page its path and its params, not its pattern, so the pattern is read back from them: a
 * catch-all's run of segments becomes `[...name]`, a single param's segment `[name]` (the last free
 * segment with that value, as dynamic segments sit below the static ones that lead to them). An
 * optional catch-all reads as `[...name]`; route groups are not in the URL and not in the pattern.
 * Real-user Web Vitals are grouped by it, never by the URL (spec 5).
 *
 * @example
 * appRoutePattern('/counselors/ada-lovelace/', { slug: 'ada-lovelace' }); // '/counselors/[slug]'
 * appRoutePattern('/docs/a/b/', { parts: ['a', 'b'] }); // '/docs/[...parts]'
 */
export function appRoutePattern(path: string, params: RouteParams = {}): string {
  // Each segment as written and as its param would read it; `named` once a param has taken it.
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((text) => ({ text, value: safeDecode(text), named: false }));
  const free = (index: number, value: string) => segments[index]?.value === value && !segments[index]?.named;
  // Next.js lists the params in the order of their segments: the last param takes the last match.
  for (const [name, value] of Object.entries(params).reverse()) {
    if (value === undefined) continue;
    const run: readonly string[] = typeof value === 'string' ? [value] : value;
    if (run.length === 0) continue;
    const start = segments.findLastIndex((_, index) => run.every((part, offset) => free(index + offset, part)));
    if (start < 0) continue;
    const text = typeof value === 'string' ? `[${name}]` : `[...${name}]`;
    segments.splice(start, run.length, { text, value: text, named: true });
  }
  return `/${segments.map((segment) => segment.text).join('/')}`;
}

/** A path segment as Next.js gives its param: percent-decoded (the segment itself when it cannot be). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
