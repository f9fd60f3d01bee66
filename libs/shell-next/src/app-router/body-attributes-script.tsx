// The App Router's page attributes on <body> (spec 1: body classes per product and page; spec 2.4:
// the page theme), brand-config's pageAttributes. The root layout renders before the page declares
// its template, so each page writes its attributes in a JSON data block, and a script at the end of
// the root layout's <body> puts them on <body>: on a page load as the HTML is parsed (before any
// script file), and on each client-side navigation when the next page's block comes into the
// document. None of it is in the JavaScript files: the rules run on the server, and the script is
// inline in the layout, which stays across navigations (React never creates it in the browser).
// Server code: no hooks here.
import type { PageAttributes } from '@therapy-shell/brand-config';

/** The attribute of the `<script type="application/json">` that carries a page's body attributes. */
export const BODY_ATTRIBUTES_DATA = 'data-shell-body';

/**
 * The text of a page's data block: its body attributes as JSON, with `<` escaped so the text
 * cannot end the script element.
 *
 * @example
 * bodyAttributesData({ className: 'product-main page-home', pageTheme: 'default' }); // '{"className":"product-main page-home","pageTheme":"default"}'
 */
export function bodyAttributesData({ className, pageTheme }: PageAttributes): string {
  return JSON.stringify({ className, pageTheme }).replace(/</g, '\\u003c');
}

/**
 * A page's data block (not run: `type="application/json"`, so React creates it on client-side
 * navigations without a word), read by {@link APPLY_BODY_ATTRIBUTES}.
 *
 * @example
 * <BodyAttributesData attributes={pageAttributes({ brand, page, user: session })} />
 */
export function BodyAttributesData({ attributes }: { attributes: PageAttributes }) {
  return (
    // data-shell-body: BODY_ATTRIBUTES_DATA (the spec holds the two together).
    <script type="application/json" data-shell-body="">
      {bodyAttributesData(attributes)}
    </script>
  );
}

/**
 * The root layout's script, at the end of `<body>` with the page's nonce. It gives `<body>` the
 * classes and theme of the page's data block, and watches for the next page's block (a new block,
 * or new text in the block of a page of the same route): the last page's classes go, the next
 * page's come, other classes on `<body>` (a team's own, a dialog's scroll lock) stay. A block that
 * is not JSON changes nothing.
 */
export const APPLY_BODY_ATTRIBUTES = `(function(d){var b=d.body,q="script[${BODY_ATTRIBUTES_DATA}]",l=[];function a(s){try{var j=JSON.parse(s.textContent||""),c=String(j.className||"").split(" ").filter(Boolean);l.forEach(function(n){b.classList.remove(n)});c.forEach(function(n){b.classList.add(n)});l=c;j.pageTheme?b.setAttribute("data-page-theme",String(j.pageTheme)):b.removeAttribute("data-page-theme")}catch(e){}}var s=d.querySelector(q);s&&a(s);new MutationObserver(function(r){r.forEach(function(m){m.addedNodes.forEach(function(n){var p=n.parentNode,f=n.nodeType===1?n.matches(q)?n:n.querySelector(q):p&&p.nodeType===1&&p.matches(q)?p:null;f&&a(f)})})}).observe(b,{childList:!0,subtree:!0})})(document)`;
