import { routedLinkClick } from './link-clicks.ts';

/** A click on the first anchor of `html`, dispatched on the document; what `routedLinkClick` made of it. */
function clickOn(html: string, init: MouseEventInit = {}, prevented = false): string | undefined {
  document.body.innerHTML = html;
  const target = document.body.querySelector('a span') ?? document.body.querySelector('a');
  if (!target) throw new Error('no anchor');
  let routed: string | undefined = 'not read';
  const read = (event: MouseEvent) => {
    routed = routedLinkClick(event);
    event.preventDefault();
  };
  if (prevented) document.body.addEventListener('click', (event) => event.preventDefault(), { once: true });
  window.addEventListener('click', read, { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return routed;
}

describe('routedLinkClick: the chrome links the App Router follows', () => {
  it.each([
    ['an internal path', '<a data-kind="internal" href="/faq/"><span>FAQ</span></a>', {}, '/faq/'],
    ['an internal path with a query', '<a data-kind="internal" href="/advice/?a=1">Advice</a>', {}, '/advice/?a=1'],
    ['an external link', '<a data-kind="external" href="https://elsewhere.org/">x</a>', {}, undefined],
    ["a link that is not the shell's", '<a href="/faq/">x</a>', {}, undefined],
    [
      'an internal link of a sibling site (a URL, not a path)',
      '<a data-kind="internal" href="https://blog.example.com/">x</a>',
      {},
      undefined,
    ],
    ['a protocol-relative href', '<a data-kind="internal" href="//evil.example/">x</a>', {}, undefined],
    [
      'a backslash href the browser reads as another host',
      '<a data-kind="internal" href="/\\evil.example/">x</a>',
      {},
      undefined,
    ],
    ['with Ctrl', '<a data-kind="internal" href="/faq/">x</a>', { ctrlKey: true }, undefined],
    ['with Meta', '<a data-kind="internal" href="/faq/">x</a>', { metaKey: true }, undefined],
    ['with Shift', '<a data-kind="internal" href="/faq/">x</a>', { shiftKey: true }, undefined],
    ['with Alt', '<a data-kind="internal" href="/faq/">x</a>', { altKey: true }, undefined],
    ['with the middle button', '<a data-kind="internal" href="/faq/">x</a>', { button: 1 }, undefined],
    ['into another target', '<a data-kind="internal" href="/faq/" target="_blank">x</a>', {}, undefined],
    ['into its own target', '<a data-kind="internal" href="/faq/" target="_self">x</a>', {}, '/faq/'],
    ['a download', '<a data-kind="internal" href="/faq/" download>x</a>', {}, undefined],
  ])('%s', (_name, html, init, expected) => {
    expect(clickOn(html, init)).toBe(expected);
  });

  it('leaves a click the page handled already to the page', () => {
    expect(clickOn('<a data-kind="internal" href="/faq/">x</a>', {}, true)).toBeUndefined();
  });
});
