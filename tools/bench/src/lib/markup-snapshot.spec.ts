import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { documentElements, snapshotElements } from '../../bare/lib/reference-page.tsx';
import { appMarkupSnapshot, leanSnapshot, markupSnapshot } from './markup-snapshot.ts';

// A page as Next.js writes it: React's text separators, a Suspense marker, an inline SVG, a
// style attribute, boolean attributes and entities.
const BODY =
  '<div class="layout"><header style="--ts-x:1px;margin-top:2px"><a href="/?a=1&amp;b=2" aria-label="Home">' +
  '<svg viewBox="0 0 40 40" aria-hidden="true"><path fill-rule="evenodd" d="M0 0h40"></path></svg></a>' +
  '<button type="button" hidden="" tabindex="-1">Menu</button></header>' +
  '<!--$--><footer><p>© <!-- -->2026<!-- --> Therapy &lt;Shell&gt;</p><label for="x">Language</label></footer><!--/$--></div>';
const DATA = { props: { pageProps: { own: 1 }, shell: { status: 'ok', messages: { a: 'A' }, year: 2026 } }, page: '/' };
// The head as the shell's document and Next.js write it: Next.js's own elements (default meta tags,
// CSS noscript, inline bootstrap, chunk and manifest scripts) among the page's.
const NEXTS_META =
  '<meta charSet="utf-8" data-next-head=""/><meta name="viewport" content="width=device-width" data-next-head=""/>';
const NEXTS_SCRIPTS =
  '<noscript data-n-css="n1"></noscript><script nonce="n1">self.__boot=1</script>' +
  '<script src="/_next/static/chunks/a.js" nonce="n1" defer=""></script>' +
  '<script src="/_next/static/b1/_buildManifest.js" nonce="n1" defer=""></script>';
const PAGES_HEAD =
  '<title data-next-head="">Home</title><link rel="icon" type="image/svg+xml" href="/favicon.ico"/>' +
  '<meta name="csrf-token" content="t"/><link nonce="n1" rel="stylesheet" href="/_next/static/chunks/s.css" data-n-g=""/>' +
  '<script src="/_shell/messages/en/x.js" defer="" nonce="n1"></script>';
const PAGE =
  `<!DOCTYPE html><html lang="en" data-brand="main" style="--ts-a:#fff;--ts-b:8px"><head>${NEXTS_META}${PAGES_HEAD}${NEXTS_SCRIPTS}</head>` +
  `<body style="margin:0" class="product-main page-home"><div id="__next">${BODY}</div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(DATA)}</script></body></html>`;

describe('markupSnapshot', () => {
  it("keeps the markup of #__next and the _app's props, not the page's own props", () => {
    const snapshot = markupSnapshot(PAGE);
    expect(snapshot.appProps).toEqual({ shell: { status: 'ok', messages: { a: 'A' }, year: 2026 } });
    expect(snapshot.body).toHaveLength(1);
    expect(snapshot.body[0]).toMatchObject({ tag: 'div', attrs: { class: 'layout' } });
  });

  it('renders again, with no shell code, to the markup the shell served (comments aside)', () => {
    const html = renderToStaticMarkup(createElement(Fragment, null, snapshotElements(markupSnapshot(PAGE))));
    // renderToStaticMarkup writes no text separators and no Suspense markers; the server render does.
    expect(html).toBe(BODY.replace(/<!--[^>]*-->/g, ''));
  });

  it("keeps the document around #__next: <html> and <body>'s attributes and the head's elements but Next.js's own", () => {
    const { document } = markupSnapshot(PAGE);
    expect(document?.html).toEqual({ lang: 'en', 'data-brand': 'main', style: '--ts-a:#fff;--ts-b:8px' });
    expect(document?.body).toEqual({ style: 'margin:0', class: 'product-main page-home' });
    expect(document?.head.map((node) => (typeof node === 'string' ? node : node.tag))).toEqual([
      'title',
      'link',
      'meta',
      'link',
      'script',
    ]);
  });

  it("renders the document's parts again to what the shell served", () => {
    const snapshot = markupSnapshot(PAGE);
    const parts = documentElements(snapshot);
    expect(parts?.html).toEqual({ lang: 'en', 'data-brand': 'main', style: { '--ts-a': '#fff', '--ts-b': '8px' } });
    expect(parts?.body).toEqual({ style: { margin: '0' }, className: 'product-main page-home' });
    const head = renderToStaticMarkup(createElement('head', null, parts?.head));
    expect(head).toBe(`<head>${PAGES_HEAD}</head>`);
    expect(documentElements({ body: [], appProps: {} })).toBeUndefined();
  });

  it('says what is missing from a page that is not a Next.js page', () => {
    expect(() => markupSnapshot('<html><body><p>hi</p></body></html>')).toThrow('no <div id="__next">');
    expect(() => markupSnapshot('<html><body><div id="__next"></div></body></html>')).toThrow('no __NEXT_DATA__');
  });
});

// An App Router page as Next.js 16 writes it: its chunks as async scripts and a preload in the head,
// the inline flight data and a chunk at the end of the body, the shell's JSON data and texts' script.
const APP_HEAD =
  '<title>Home</title><meta name="csrf-token" content="t"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/><style nonce="n1">.x{color:red}</style>' +
  '<script src="/_shell/messages/en/x.js" nonce="n1"></script>';
const APP_BODY_MARKUP = '<script type="application/json" data-shell-body="">{"a":1}</script>' + BODY;
const APP_PAGE =
  '<!DOCTYPE html><html lang="en" data-brand="main"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>' +
  `<script src="/_next/static/chunks/a.js" async=""></script>${APP_HEAD}</head>` +
  `<body style="margin:0">${APP_BODY_MARKUP}<script id="shell-end">1</script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script src="/_next/static/chunks/w.js" async=""></script></body></html>';

describe('appMarkupSnapshot', () => {
  it("keeps the body's and the head's markup but Next.js's own scripts, preloads and meta tags", () => {
    const snapshot = appMarkupSnapshot(APP_PAGE);
    expect(snapshot.appProps).toEqual({});
    const body = renderToStaticMarkup(createElement(Fragment, null, snapshotElements(snapshot)));
    expect(body).toBe(APP_BODY_MARKUP.replace(/<!--[^>]*-->/g, ''));
    expect(snapshot.document?.html).toEqual({ lang: 'en', 'data-brand': 'main' });
    expect(snapshot.document?.body).toEqual({ style: 'margin:0' });
    const head = renderToStaticMarkup(createElement('head', null, documentElements(snapshot)?.head));
    expect(head).toBe(`<head>${APP_HEAD}</head>`);
  });

  it('refuses a Pages Router page', () => {
    expect(() => appMarkupSnapshot(PAGE)).toThrow('a Pages Router page');
  });
});

describe('leanSnapshot', () => {
  it('drops inline SVG and the messages of the page data, and keeps everything else', () => {
    const lean = leanSnapshot(markupSnapshot(PAGE));
    expect(lean.appProps).toEqual({ shell: { status: 'ok', year: 2026 } });
    const html = renderToStaticMarkup(createElement(Fragment, null, snapshotElements(lean)));
    expect(html).not.toContain('<svg');
    expect(html).toContain('aria-label="Home"></a>');
    expect(html).toContain('Therapy &lt;Shell&gt;');
  });
});
