import type { ShellContext } from '@therapy-shell/brand-config';
import type { TemplateName } from '@therapy-shell/core';
import { pageContext } from '../frame/shell-page.ts';
import { applyBodyAttributes } from './body-attributes.ts';

// On the Pages Router, <body> gets the next page's attributes after a client-side navigation
// (spec 1: body classes per product and page; spec 2.4: the page theme); the first page's are the
// server's (shell-document.tsx).

const visitor = { id: -1, user_type: 'logged_out_user', geo_country: 'us' } as const;
const client = { id: 7, user_type: 'client', geo_country: 'us' } as const;
const counselor = { id: 8, user_type: 'counselor', geo_country: 'us' } as const;
type User = ShellContext['user'];

function ctxOf(brand: ShellContext['brand'], template: TemplateName, user: User = visitor, query = {}) {
  return { brand, session: user, page: pageContext({ template, asPath: '/', query, session: user }) };
}

/** `<body>`'s classes, sorted, and its page theme. */
function bodyState(body: HTMLElement) {
  return { classes: [...body.classList].sort(), theme: body.getAttribute('data-page-theme') };
}

/** A `<body>` as the server left it for a page, with a team's own class and a dialog's lock. */
function servedBody(className: string, theme: string): HTMLElement {
  const body = document.createElement('body');
  body.className = `${className} team-own scroll-locked`;
  body.setAttribute('data-page-theme', theme);
  return body;
}

describe('after a client-side navigation', () => {
  it.each<[string, ReturnType<typeof ctxOf>, string[], string]>([
    ['to Privacy on brand main', ctxOf('main', 'PrivacyPage'), ['page-privacy-page', 'product-main'], 'default'],
    [
      'to ContactUs, logged out, brand main',
      ctxOf('main', 'ContactUs'),
      ['page-contact-us', 'product-main'],
      'contact-us-alternate',
    ],
    [
      'to ContactUs, a client, brand main',
      ctxOf('main', 'ContactUs', client),
      ['page-contact-us', 'product-main'],
      'default',
    ],
    [
      'to ContactUs, logged out, brand teen',
      ctxOf('teen', 'ContactUs'),
      ['page-contact-us', 'product-teen'],
      'default',
    ],
    [
      'to ContactUs, a counselor, brand teen',
      ctxOf('teen', 'ContactUs', counselor),
      ['page-contact-us', 'product-teen'],
      'contact-us-alternate',
    ],
    [
      'to GetStarted with go=true',
      ctxOf('main', 'GetStarted', visitor, { go: 'true' }),
      ['page-get-started', 'product-main'],
      'get-started-go',
    ],
    ['to GetStarted without it', ctxOf('main', 'GetStarted'), ['page-get-started', 'product-main'], 'default'],
    ['to AIQuiz', ctxOf('main', 'AIQuiz'), ['page-ai-quiz', 'product-main'], 'default'],
  ])('%s: the last page’s shell classes go, the next page’s come, others stay', (_, ctx, classes, theme) => {
    const body = servedBody('product-main page-contact-us', 'contact-us-alternate');
    applyBodyAttributes(body, ctx);
    expect(bodyState(body)).toEqual({ classes: [...classes, 'scroll-locked', 'team-own'].sort(), theme });
  });

  it('a page without its template (the 404 page) changes nothing', () => {
    const body = servedBody('product-main page-home', 'default');
    applyBodyAttributes(body, { brand: 'main', session: visitor, page: undefined });
    expect(bodyState(body)).toEqual({
      classes: ['page-home', 'product-main', 'scroll-locked', 'team-own'],
      theme: 'default',
    });
  });

  it('a second navigation replaces the first one’s classes, never adds to them', () => {
    const body = servedBody('product-main page-home', 'default');
    applyBodyAttributes(body, ctxOf('main', 'ContactUs'));
    applyBodyAttributes(body, ctxOf('main', 'PrivacyPage', client));
    expect(bodyState(body)).toEqual({
      classes: ['page-privacy-page', 'product-main', 'scroll-locked', 'team-own'],
      theme: 'default',
    });
  });
});
