import type { Box, ElementGeometry, FocusStop, LayoutSnapshot, TextGeometry } from './a11y-geometry.ts';
import {
  clippedText,
  focusEscapes,
  focusOrderAgainstLayout,
  inconsistentHelp,
  invisibleFocus,
  obscuredFocus,
  overlappingText,
  smallTargets,
  unscaledText,
} from './a11y-rules.ts';

// The rules against hand-made geometry: each case one layout a browser could give. The browser
// tests (accessibility-proof.e2e.ts) show the same rules failing on real broken pages.

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

function element(id: number, parent: number | null, name: string, at: Box, more: Partial<ElementGeometry> = {}) {
  return {
    id,
    parent,
    name,
    box: at,
    inner: at,
    display: 'block',
    position: 'static',
    overflowX: 'visible',
    overflowY: 'visible',
    scrollWidth: at.width,
    scrollHeight: at.height,
    clientWidth: at.width,
    clientHeight: at.height,
    visuallyHidden: false,
    control: false,
    inlineInText: false,
    ...more,
  } satisfies ElementGeometry;
}

function text(parent: number, value: string, ...rects: Box[]): TextGeometry {
  return { element: parent, text: value, rects, fontSize: 16 };
}

/** A 320 px page: html (1) > body (2) > the elements and texts given. */
function page(elements: ElementGeometry[], texts: TextGeometry[], documentWidth = 320): LayoutSnapshot {
  return {
    viewport: { width: 320, height: 640 },
    documentWidth,
    elements: [element(1, null, 'html', box(0, 0, 320, 640)), element(2, 1, 'body', box(0, 0, 320, 640)), ...elements],
    texts,
  };
}

describe('reflow and cut-off text (1.4.10, 1.4.4, 1.4.12)', () => {
  it.each([
    ['a page that fits', page([element(3, 2, 'p', box(16, 0, 288, 20))], [text(3, 'Hello', box(16, 0, 60, 20))]), []],
    [
      'a page wider than the viewport, naming what reaches past it',
      page([element(3, 2, 'div "wide"', box(0, 0, 500, 20))], [], 500),
      ['the page scrolls sideways: 500 px of content in a 320 px viewport, past its edge: div "wide" (to 500 px)'],
    ],
    [
      'a page widened by a label that does not wrap, naming the label rather than the boxes it widens',
      page(
        [
          element(3, 2, 'ul', box(0, 0, 420, 40)),
          element(4, 3, 'li', box(0, 0, 420, 40)),
          element(5, 4, 'button "Datenschutz"', box(0, 0, 420, 40)),
        ],
        [],
        420,
      ),
      [
        'the page scrolls sideways: 420 px of content in a 320 px viewport, past its edge: button "Datenschutz" (to 420 px)',
      ],
    ],
    [
      'a page widened by a word wider than its box, naming the text',
      page(
        [element(3, 2, 'h1 "Introuvable"', box(16, 0, 288, 60))],
        [text(3, 'Introuvable', box(16, 0, 420, 60))],
        436,
      ),
      [
        'the page scrolls sideways: 436 px of content in a 320 px viewport, past its edge: "Introuvable" in h1 "Introuvable" (to 436 px)',
      ],
    ],
    [
      'a part that scrolls sideways',
      page([element(3, 2, 'div "list"', box(0, 0, 320, 40), { overflowX: 'auto', scrollWidth: 600 })], []),
      ['div "list" scrolls sideways: 600 px of content in 320 px'],
    ],
    [
      'a label that does not wrap, past the viewport',
      page([element(3, 2, 'button', box(16, 0, 200, 44))], [text(3, 'Datenschutzeinstellungen', box(16, 10, 330, 20))]),
      ['"Datenschutzeinstellungen" in button is cut off by the edge of the 320 px viewport'],
    ],
    [
      'text cut by an element that hides its overflow',
      page(
        [element(3, 2, 'div "card"', box(0, 0, 200, 40), { overflowY: 'hidden', overflowX: 'hidden' })],
        [text(3, 'two lines', box(0, 0, 180, 20), box(0, 20, 180, 20), box(0, 40, 100, 20))],
      ),
      ['"two lines" in div "card" is cut off by div "card", which hides its overflow'],
    ],
    [
      'text a part scrolls to vertically',
      page(
        [
          element(3, 2, 'dialog', box(0, 0, 300, 300), { overflowX: 'hidden', overflowY: 'hidden' }),
          element(4, 3, 'div "body"', box(0, 50, 300, 200), {
            overflowY: 'auto',
            overflowX: 'auto',
            scrollHeight: 600,
          }),
        ],
        [text(4, 'far below', box(10, 500, 100, 20))],
      ),
      [],
    ],
    [
      'a label cut by its own box before the edge of the viewport',
      page(
        [element(3, 2, 'a "long"', box(16, 0, 160, 24), { overflowX: 'hidden', overflowY: 'hidden' })],
        [text(3, 'Widerrufsformular und Rücktritt', box(16, 0, 400, 20))],
      ),
      ['"Widerrufsformular und Rücktritt" in a "long" is cut off by a "long", which hides its overflow'],
    ],
    [
      'visually hidden text',
      page(
        [element(3, 2, 'span', box(0, 0, 1, 1), { visuallyHidden: true, overflowX: 'hidden', overflowY: 'hidden' })],
        [text(3, '(opens in a new tab)', box(0, 0, 130, 20))],
      ),
      [],
    ],
  ])('%s', (_case, layout, failures) => {
    expect(clippedText(layout)).toEqual(failures);
  });
});

describe('overlapping text (1.4.4, 1.4.12)', () => {
  it.each([
    [
      'two texts on separate lines',
      page(
        [element(3, 2, 'p', box(0, 0, 300, 40))],
        [text(3, 'one', box(0, 0, 50, 20)), text(3, 'two', box(0, 20, 50, 20))],
      ),
      [],
    ],
    [
      'lines set tighter than their font (they touch)',
      page(
        [element(3, 2, 'p', box(0, 0, 300, 40))],
        [text(3, 'one', box(0, 0, 50, 20)), text(3, 'two', box(0, 17, 50, 20))],
      ),
      [],
    ],
    [
      'a text drawn over another',
      page(
        [element(3, 2, 'p', box(0, 0, 300, 40))],
        [text(3, 'one', box(0, 0, 50, 20)), text(3, 'two', box(10, 5, 50, 20))],
      ),
      ['"one" and "two" overlap'],
    ],
    [
      'a text under a button it is not part of',
      page(
        [
          element(3, 2, 'p', box(0, 0, 300, 40)),
          element(4, 2, 'button "Close"', box(40, 0, 44, 44), { control: true }),
        ],
        [text(3, 'a long title', box(0, 10, 120, 20))],
      ),
      ['"a long title" and button "Close" overlap'],
    ],
    [
      'a menu laid over the page (a layer of its own)',
      page(
        [
          element(3, 2, 'p', box(0, 100, 300, 20)),
          element(4, 2, 'ul', box(0, 80, 320, 200), { position: 'absolute' }),
          element(5, 4, 'a "FAQ"', box(0, 90, 320, 44), { control: true }),
        ],
        [text(3, 'page text', box(0, 100, 100, 20)), text(5, 'FAQ', box(8, 100, 40, 20))],
      ),
      [],
    ],
    [
      'text scrolled out of its box, under the dialog footer',
      page(
        [
          element(3, 2, 'div "body"', box(0, 0, 300, 200), { overflowY: 'auto', overflowX: 'auto', scrollHeight: 400 }),
          element(4, 2, 'button "Save"', box(100, 210, 100, 44), { control: true }),
        ],
        [text(3, 'scrolled out', box(0, 215, 200, 20))],
      ),
      [],
    ],
  ])('%s', (_case, layout, failures) => {
    expect(overlappingText(layout)).toEqual(failures);
  });
});

describe('resize text (1.4.4)', () => {
  it.each([
    ['text that doubles', 16, 32, []],
    [
      'text a size in px holds',
      16,
      16,
      ['"Save" stays at 16 px (16 px at 100 %): its size ignores the visitor\'s text size'],
    ],
  ])('%s', (_case, before, after, failures) => {
    const normal = page(
      [element(3, 2, 'button', box(0, 0, 100, 44))],
      [{ ...text(3, 'Save', box(0, 0, 40, 20)), fontSize: before }],
    );
    const large = page(
      [element(3, 2, 'button', box(0, 0, 100, 44))],
      [{ ...text(3, 'Save', box(0, 0, 80, 40)), fontSize: after }],
    );
    expect(unscaledText(normal, large)).toEqual(failures);
  });
});

describe('target size (2.5.8)', () => {
  const control = (id: number, name: string, at: Box, more: Partial<ElementGeometry> = {}) =>
    element(id, 2, name, at, { control: true, ...more });
  it.each([
    ['24 x 24 and larger', [control(3, 'a "one"', box(0, 0, 24, 24)), control(4, 'a "two"', box(24, 0, 44, 44))], []],
    ['16 x 16 alone (the spacing exception)', [control(3, 'a "small"', box(100, 100, 16, 16))], []],
    [
      '16 x 16 beside another control',
      [control(3, 'a "small"', box(100, 100, 16, 16)), control(4, 'a "next"', box(118, 100, 44, 44))],
      ['a "small" is 16 x 16 px and a "next" is within its 24 px circle'],
    ],
    [
      'two 16 x 16 whose circles meet',
      [control(3, 'a "one"', box(0, 0, 16, 16)), control(4, 'a "two"', box(20, 0, 16, 16))],
      [
        'a "one" is 16 x 16 px and a "two" is within its 24 px circle',
        'a "two" is 16 x 16 px and a "one" is within its 24 px circle',
      ],
    ],
    [
      'a link inside a sentence',
      [control(3, 'a "help"', box(0, 0, 60, 18), { inlineInText: true }), control(4, 'a "next"', box(0, 20, 60, 44))],
      [],
    ],
    [
      'a visually hidden control',
      [control(3, 'a "skip"', box(0, 0, 1, 1), { visuallyHidden: true }), control(4, 'a "next"', box(0, 0, 60, 44))],
      [],
    ],
  ])('%s', (_case, controls, failures) => {
    expect(smallTargets(page(controls, []))).toEqual(failures);
  });
});

function stop(id: number, name: string, at: Box, more: Partial<FocusStop> = {}): FocusStop {
  return {
    id,
    name,
    box: at,
    previous: null,
    layer: 0,
    inside: true,
    visiblePoints: 15,
    sampledPoints: 15,
    coveredBy: null,
    indicator: [
      'outline-style: none -> solid',
      'outline-width: 0px -> 3px',
      'outline-color: rgb(0, 0, 0) -> rgb(46, 107, 71)',
    ],
    ...more,
  };
}

describe('focus not obscured (2.4.11)', () => {
  it.each([
    ['partly covered', stop(3, 'a "FAQ"', box(0, 0, 60, 44), { visiblePoints: 3 }), []],
    [
      'covered entirely',
      stop(3, 'a "FAQ"', box(0, 0, 60, 44), { visiblePoints: 0, coveredBy: 'div "banner"' }),
      ['a "FAQ" has focus but div "banner" covers all of it'],
    ],
    [
      'outside the viewport',
      stop(3, 'a "FAQ"', box(0, -100, 60, 44), { visiblePoints: 0, sampledPoints: 0 }),
      ['a "FAQ" has focus outside the viewport (0, -100, 60 x 44)'],
    ],
  ])('%s', (_case, focus, failures) => {
    expect(obscuredFocus([focus])).toEqual(failures);
  });
});

describe('focus visible (2.4.7)', () => {
  it.each([
    ['an outline', stop(3, 'a', box(0, 0, 1, 1)).indicator, []],
    ['a ring of box-shadow', ['box-shadow: none -> rgb(0, 0, 0) 0px 0px 0px 3px'], []],
    [
      'the field around an input (parent 1)',
      ['(parent 1) outline-style: none -> solid', '(parent 1) outline-width: 0px -> 3px'],
      [],
    ],
    ['nothing changes', [], ['a shows no focus indicator']],
    [
      'a transparent outline',
      ['outline-style: none -> solid', 'outline-width: 0px -> 3px', 'outline-color: rgb(0, 0, 0) -> rgba(0, 0, 0, 0)'],
      ['a shows no focus indicator'],
    ],
    [
      'an outline of no width',
      ['outline-style: none -> solid', 'outline-width: 0px -> 0px', 'outline-color: rgb(0, 0, 0) -> rgb(0, 0, 0)'],
      ['a shows no focus indicator'],
    ],
    ['only the outline offset', ['outline-offset: 0px -> 2px'], ['a shows no focus indicator']],
  ])('%s', (_case, indicator, failures) => {
    expect(invisibleFocus([stop(3, 'a', box(0, 0, 10, 10), { indicator })])).toEqual(failures);
  });
});

/** A walk: each stop's `previous` is the box of the stop before it, unless it gives its own. */
function walk(...stops: FocusStop[]): FocusStop[] {
  return stops.map((current, i) => {
    const before = stops[i - 1];
    if (current.previous || !before || before.id === 0) return current;
    return { ...current, previous: before.box };
  });
}

describe('focus order follows the layout', () => {
  const a = stop(3, 'a "one"', box(0, 0, 60, 44));
  it.each([
    ['right along a row', [a, stop(4, 'a "two"', box(80, 0, 60, 44))], []],
    ['down to the next row', [a, stop(4, 'a "two"', box(0, 60, 60, 44))], []],
    [
      'up to the top of a column on the right',
      [stop(4, 'a "two"', box(0, 200, 60, 44)), stop(5, 'a "three"', box(100, 0, 60, 44))],
      [],
    ],
    [
      'left along a row',
      [stop(4, 'a "two"', box(80, 0, 60, 44)), a],
      ['focus moves left on a row, from a "two" to a "one"'],
    ],
    [
      'back up and left',
      [stop(4, 'a "two"', box(0, 200, 60, 44)), a],
      ['focus moves back up, from a "two" to a "one"'],
    ],
    ['into a layer over the page (a skip link)', [stop(4, 'a "skip"', box(80, 0, 60, 44), { layer: 9 }), a], []],
    ['round from the last stop to the first', [a, stop(4, 'a "two"', box(0, 60, 60, 44)), a], []],
    [
      'round through the page itself, from a walk that started in the middle',
      [
        stop(4, 'a "two"', box(0, 60, 60, 44)),
        stop(0, 'the page itself (focus left every control)', box(0, 0, 0, 0)),
        a,
        stop(4, 'a "two"', box(0, 60, 60, 44)),
      ],
      [],
    ],
    [
      'down a box scrolled as focus moves (the content, not the viewport)',
      [
        stop(4, 'a "two"', box(0, 300, 60, 44)),
        stop(5, 'a "three"', box(0, 200, 60, 44), { previous: box(0, 50, 60, 44) }),
      ],
      [],
    ],
    [
      'from a dialog body scrolled down to its footer below it',
      [
        stop(4, 'button "Targeting"', box(0, 300, 60, 44)),
        stop(5, 'button "Save settings"', box(0, 400, 60, 44), { previous: box(0, 300, 60, 44) }),
      ],
      [],
    ],
  ])('%s', (_case, stops, failures) => {
    expect(focusOrderAgainstLayout(walk(...stops))).toEqual(failures);
  });
});

describe('focus kept in a dialog', () => {
  const close = stop(3, 'button "Close"', box(0, 0, 40, 40));
  const save = stop(4, 'button "Save"', box(0, 100, 60, 44));
  const page0 = stop(0, 'the page itself (focus left every control)', box(0, 0, 0, 0), { inside: false });
  it.each([
    ['round and round', [close, save, page0, close], []],
    ['round to its second control, back from the browser', [close, save, page0, save], []],
    [
      'out to the page behind',
      [close, save, stop(5, 'a "FAQ"', box(0, 0, 60, 44), { inside: false }), close],
      ['focus left the dialog for a "FAQ"'],
    ],
    [
      'never back',
      [close, save, page0],
      [
        'Tab never came round to a control again: focus does not cycle within the dialog (button "Close" > button "Save" > the page itself (focus left every control))',
      ],
    ],
  ])('%s', (_case, stops, failures) => {
    expect(focusEscapes(stops)).toEqual(failures);
  });
});

describe('consistent help (3.2.6)', () => {
  it.each([
    [
      'the same order',
      {
        home: ['faq', 'contact', 'crisis-link', 'crisis-lines'],
        faq: ['faq', 'contact', 'crisis-link', 'crisis-lines'],
      },
      [],
    ],
    [
      'a page with fewer of them',
      { home: ['faq', 'contact', 'crisis-link', 'crisis-lines'], fallback: ['crisis-link', 'crisis-lines'] },
      [],
    ],
    [
      'the crisis link after the footer links on one page',
      { home: ['crisis-link', 'footer-links'], dashboard: ['footer-links', 'crisis-link'] },
      ['help comes in another order on home (crisis-link, footer-links) than on dashboard (footer-links, crisis-link)'],
    ],
  ] as const)('%s', (_case, pages, failures) => {
    expect(inconsistentHelp(pages)).toEqual(failures);
  });
});
