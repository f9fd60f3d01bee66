import { followedLink, restoreFocus } from './navigation-focus.ts';

// A page the App Router keeps for going back is hidden with display: none around its frame; the
// next page's frame follows it in the document.
function pages(next: string): void {
  document.body.innerHTML = `
    <div style="display: none !important">
      <header><nav><a data-kind="internal" href="/faq/" id="old-faq">FAQ</a></nav></header>
      <main id="main-content"><h1>Home</h1></main>
      <footer><ul><li><a data-kind="internal" href="/terms/" id="old-terms">Terms</a></li></ul></footer>
    </div>
    ${next}`;
}

/** The element `selector` finds, which the test's document has. */
function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No ${selector} in the test's document`);
  return found;
}

const NEXT_PAGE = `
  <header><nav><a data-kind="internal" href="/" id="home">Home</a><a data-kind="internal" href="/faq/" id="faq">FAQ</a></nav></header>
  <main id="main-content"><h1>FAQ</h1><a data-kind="internal" href="/terms/" id="page-terms">Terms</a></main>
  <footer><ul><li><a data-kind="internal" href="/terms/" id="terms">Terms</a></li></ul></footer>`;

describe('followedLink', () => {
  beforeEach(() => pages(NEXT_PAGE));

  it.each([
    ['a header link', '#faq', { href: '/faq/', part: 'header' }],
    ['a footer link', '#terms', { href: '/terms/', part: 'footer' }],
    ['a link of the page', '#page-terms', { href: '/terms/', part: undefined }],
  ])('remembers %s that has focus, with its chrome part', (_case, selector, expected) => {
    const link = element(selector);
    link.focus();
    expect(followedLink(link, document.activeElement)).toEqual(expected);
  });

  it('remembers nothing of a link without focus', () => {
    const link = element('#faq');
    expect(followedLink(link, document.body)).toBeUndefined();
  });
});

describe('restoreFocus', () => {
  beforeEach(() => pages(NEXT_PAGE));

  it.each([
    ['header', '/faq/', 'faq'],
    ['footer', '/terms/', 'terms'],
  ] as const)('gives focus lost to the document to the shown twin in the next page’s %s', (part, href, id) => {
    (document.activeElement as HTMLElement | null)?.blur();
    expect(restoreFocus(document, { href, part })?.id).toBe(id);
    expect(document.activeElement?.id).toBe(id);
  });

  it('takes focus from the followed link now hidden in the page kept for going back', () => {
    element('#old-faq').focus();
    expect(restoreFocus(document, { href: '/faq/', part: 'header' })?.id).toBe('faq');
  });

  it('leaves focus where the page put it, on a shown element', () => {
    element('#home').focus();
    expect(restoreFocus(document, { href: '/faq/', part: 'header' })).toBeUndefined();
    expect(document.activeElement?.id).toBe('home');
  });

  it('looks only in the same chrome part: no twin in the header leaves focus alone', () => {
    pages(NEXT_PAGE.replace('href="/faq/" id="faq"', 'href="/reviews/" id="reviews"'));
    expect(restoreFocus(document, { href: '/faq/', part: 'header' })).toBeUndefined();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives a link of the page no twin: the next page is new on both routers', () => {
    expect(restoreFocus(document, { href: '/terms/', part: undefined })).toBeUndefined();
    expect(document.activeElement).toBe(document.body);
  });
});
