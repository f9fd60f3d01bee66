// The attributes of a page's <body> (spec 1: body classes per product and template; spec 2.4: the
// page theme). A module of its own: the browser needs these rules only after a client-side
// navigation on the Pages Router, in a chunk loaded then, and a bundler keeps every used export of
// a module where the module is, so beside the header and footer rules they would be in every
// page's first load (docs/benchmark.md).
import type { TemplateName } from '@therapy-shell/core';
import { BODY_CLASS_PREFIXES } from './constants.ts';
import type { ShellContext } from './context.ts';
import { pageTheme } from './layout.ts';
import type { PageAttributes } from './types.ts';

/**
 * A template name as a class-name fragment: `GetStarted` -> `get-started`, `AIQuiz` -> `ai-quiz`,
 * `Psychiatry & medication` -> `psychiatry-medication`.
 *
 * @example
 * templateSlug('CreateANewPin'); // 'create-a-new-pin'
 */
export function templateSlug(template: TemplateName): string {
  // Every page's body class needs it: five regular expressions per page, so each slug is worked out
  // once (there are about 90 template names).
  let slug = slugs.get(template);
  if (slug === undefined) {
    slug = template
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    slugs.set(template, slug);
  }
  return slug;
}
const slugs = new Map<string, string>();

/**
 * The body classes of a product and page (spec 1): one for the brand, one for the template.
 *
 * @example
 * bodyClasses({ brand: 'teen', page }); // ['product-teen', 'page-get-started'] on GetStarted
 */
export function bodyClasses(ctx: Pick<ShellContext, 'brand' | 'page'>): string[] {
  return [
    `${BODY_CLASS_PREFIXES.product}${ctx.brand}`,
    `${BODY_CLASS_PREFIXES.page}${templateSlug(ctx.page.template)}`,
  ];
}

/**
 * The attributes of a page's `<body>`: its classes (brand and template) and, once the visitor is
 * known, its theme (spec 2.4): `default`, `get-started-go` or `contact-us-alternate`.
 *
 * @example
 * const { className, pageTheme } = pageAttributes({ brand, page, user: session });
 */
export function pageAttributes(
  ctx: Pick<ShellContext, 'brand' | 'page'> & Partial<Pick<ShellContext, 'user'>>,
): PageAttributes {
  return {
    className: bodyClasses(ctx).join(' '),
    pageTheme: ctx.user ? pageTheme({ brand: ctx.brand, page: ctx.page, user: ctx.user }) : undefined,
  };
}
