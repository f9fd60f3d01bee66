/**
 * A page's title (WCAG 2.4.2): what the page is, then the product it belongs to, so a visitor with
 * many tabs, a screen reader announcing the page, or a history list tells pages and sites apart.
 * Without a product name (a server that has not yet had a site config), the page's own title.
 *
 * @example
 * documentTitle('Get help now', 'Acme Therapy'); // 'Get help now – Acme Therapy'
 */
export function documentTitle(title: string, productName: string | undefined): string {
  return productName ? `${title} – ${productName}` : title;
}
