import { renderToStaticMarkup } from 'react-dom/server';
import { pageAttributes, type PageAttributes, type ShellContext } from '@therapy-shell/brand-config';
import type { TemplateName } from '@therapy-shell/core';
import { pageContext } from '../frame/shell-page.ts';
import {
  APPLY_BODY_ATTRIBUTES,
  BODY_ATTRIBUTES_DATA,
  BodyAttributesData,
  bodyAttributesData,
} from './body-attributes-script.tsx';

// On the App Router, <body> gets the page's attributes (spec 1: body classes per product and page;
// spec 2.4: the page theme) from the page's data block and the root layout's script: on the page
// load, and on each client-side navigation, when the next page's block comes into the document.

/** Runs the root layout's script the way the browser runs an inline script, on the document as it is. */
function runScript(): void {
  new Function(APPLY_BODY_ATTRIBUTES)();
}

/** The data block of a page, as the server renders it. */
const block = (attributes: PageAttributes) => renderToStaticMarkup(<BodyAttributesData attributes={attributes} />);

/** The block as React creates it in the browser on a client-side navigation (inside the page's own markup). */
function pageElement(attributes: PageAttributes): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `${block(attributes)}<main>next page</main>`;
  return page;
}

/** `<body>`'s classes, sorted, and its page theme. */
const bodyState = () => ({
  classes: [...document.body.classList].sort(),
  theme: document.body.getAttribute('data-page-theme'),
});

/** MutationObserver's callbacks run as microtasks: after this, they have run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

const visitor = { id: -1, user_type: 'logged_out_user', geo_country: 'us' } as const;
function ctxOf(brand: ShellContext['brand'], template: TemplateName, query: Record<string, string> = {}): ShellContext {
  return {
    brand,
    language: 'en',
    user: visitor,
    config: { product_code_name: brand, product_name: 'Acme Therapy' },
    page: pageContext({ template, asPath: '/', query, session: visitor }),
  };
}

// Each test is a new document: a new <body> (the script's observer watches the old one no more).
beforeEach(() => {
  const body = document.createElement('body');
  body.className = 'team-own';
  document.documentElement.replaceChild(body, document.body);
});

describe('a page load', () => {
  it.each<[string, ShellContext, string[], string]>([
    ['Home on brand main', ctxOf('main', 'Home'), ['page-home', 'product-main'], 'default'],
    [
      'GetStarted with go=true on brand pride',
      ctxOf('pride', 'GetStarted', { go: 'true' }),
      ['page-get-started', 'product-pride'],
      'get-started-go',
    ],
    [
      'ContactUs, logged out on brand 1',
      ctxOf('main', 'ContactUs'),
      ['page-contact-us', 'product-main'],
      'contact-us-alternate',
    ],
    ['a template with an acronym on brand teen', ctxOf('teen', 'AIQuiz'), ['page-ai-quiz', 'product-teen'], 'default'],
  ])('%s: the page’s classes and theme, beside the body’s own', (_, ctx, classes, theme) => {
    document.body.innerHTML = `<main>page</main>${block(pageAttributes(ctx))}`;
    runScript();
    expect(bodyState()).toEqual({ classes: [...classes, 'team-own'].sort(), theme });
  });

  it('marks the data block with the attribute the script looks for, as JSON that is never run', () => {
    expect(block({ className: 'product-main page-home', pageTheme: 'default' })).toBe(
      `<script type="application/json" ${BODY_ATTRIBUTES_DATA}="">{"className":"product-main page-home","pageTheme":"default"}</script>`,
    );
  });

  it('cannot end its script element early, whatever the text', () => {
    const attributes: PageAttributes = { className: 'a</script><script>alert(1)</script>', pageTheme: undefined };
    const text = bodyAttributesData(attributes);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ className: attributes.className });
  });

  it.each([
    ['no data block (a page outside shellPage)', ''],
    ['a data block that is not JSON', `<script type="application/json" ${BODY_ATTRIBUTES_DATA}="">{not json</script>`],
  ])('leaves <body> alone with %s, without throwing', (_, markup) => {
    document.body.innerHTML = markup;
    expect(runScript).not.toThrow();
    expect(bodyState()).toEqual({ classes: ['team-own'], theme: null });
  });
});

describe('a client-side navigation', () => {
  const HOME = pageAttributes(ctxOf('main', 'ContactUs'));
  const GO = pageAttributes(ctxOf('main', 'GetStarted', { go: 'true' }));

  beforeEach(() => {
    document.body.innerHTML = `<div id="page">${block(HOME)}<main>page</main></div>`;
    runScript();
  });

  it('gives <body> the next page’s classes and theme in place of the last page’s', async () => {
    document.body.classList.add('dialog-open');
    document.getElementById('page')?.replaceWith(pageElement(GO));
    await observed();
    expect(bodyState()).toEqual({
      classes: ['dialog-open', 'page-get-started', 'product-main', 'team-own'],
      theme: 'get-started-go',
    });
  });

  it('follows a page of the same route whose block React keeps and gives new text', async () => {
    const data = document.querySelector(`script[${BODY_ATTRIBUTES_DATA}]`);
    if (!data) throw new Error('no data block');
    data.textContent = bodyAttributesData(GO);
    await observed();
    expect(bodyState()).toEqual({ classes: ['page-get-started', 'product-main', 'team-own'], theme: 'get-started-go' });
  });

  it('drops the theme of a page whose visitor is not known, and keeps the page’s on other changes', async () => {
    document
      .getElementById('page')
      ?.replaceWith(pageElement({ className: 'product-main page-faq', pageTheme: undefined }));
    await observed();
    expect(bodyState()).toEqual({ classes: ['page-faq', 'product-main', 'team-own'], theme: null });
    // Other changes in the document (a toast, a dialog) change nothing.
    document.body.append(Object.assign(document.createElement('div'), { textContent: 'toast' }));
    await observed();
    expect(bodyState()).toEqual({ classes: ['page-faq', 'product-main', 'team-own'], theme: null });
  });
});
