// The Pages Router's page attributes on <body> after a client-side navigation (spec 1: body classes
// per product and page; spec 2.4: the page theme), brand-config's pageAttributes. The first page's
// come from the server's HTML (shell-document.tsx); this module is loaded only on the first
// client-side navigation, so its rules are not in any page's first load (docs/benchmark.md).
import { pageAttributes } from '@therapy-shell/brand-config';
import type { ShellPageData } from '../page-load/load-shell.ts';

/** The classes on `<body>` that are the shell's: the product's and the page's (spec 1). */
const SHELL_BODY_CLASS = /^(product|page)-/;

/**
 * Gives `<body>` the classes and theme of a page (nothing on a page without its template: a 404):
 * the last page's shell classes go, the page's come, other classes (a team's own, a dialog's scroll
 * lock) and attributes stay.
 *
 * @example
 * applyBodyAttributes(document.body, shell); // class="product-main page-privacy-page", data-page-theme="default"
 */
export function applyBodyAttributes(
  body: HTMLElement,
  { brand, page, session }: Pick<Extract<ShellPageData, { status: 'ok' }>, 'brand' | 'page' | 'session'>,
): void {
  if (!page) return;
  const { className, pageTheme } = pageAttributes({ brand, page, user: session });
  const classes = className.split(' ').filter(Boolean);
  for (const name of [...body.classList])
    if (SHELL_BODY_CLASS.test(name) && !classes.includes(name)) body.classList.remove(name);
  body.classList.add(...classes);
  if (pageTheme) body.setAttribute('data-page-theme', pageTheme);
  else body.removeAttribute('data-page-theme');
}
