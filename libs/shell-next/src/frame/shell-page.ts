import type { ComponentType } from 'react';
import {
  deviceFlags,
  isTemplateName,
  type PageContext,
  type PageQuery,
  type SessionUser,
  type TemplateName,
} from '@therapy-shell/core';

/** What a page tells the shell about itself. */
export interface ShellPageMeta {
  /** The page template of spec 2.4: the shell's rules (footer, realtime, themes) depend on it. */
  template: TemplateName;
  /**
   * Whether the page has the quick exit ("Exit this page") beyond the templates that
   * always have it (CrisisResources, GetHelpNow, GetStarted, ClientDashboard).
   */
  quickExit?: boolean | undefined;
}

/** A page component carrying its shell declaration. */
export type ShellPageComponent<P> = ComponentType<P> & { shellPage?: ShellPageMeta };

/** Template assumed for a page that declares none. */
export const UNDECLARED_TEMPLATE: TemplateName = 'Home';

/**
 * Declares a page's template, the way a product team's page tells the shell what it is, and
 * whether the page wants the quick exit. An unknown template name is a TypeError at import, so a
 * typo cannot silently change the rules.
 *
 * @example
 * function FaqPage() { return <h1>FAQ</h1>; }
 * export default shellPage({ template: 'Faq' }, FaqPage);
 * export default shellPage({ template: 'MoodTrackerReport', quickExit: true }, MoodReportPage);
 */
export function shellPage<P>(meta: ShellPageMeta, Page: ComponentType<P>): ShellPageComponent<P> {
  // Template names are checked where a page is first imported: on the server (every page is
  // rendered there before its code runs in a browser), and in development and tests. The production
  // browser bundle trusts what the server checked, so the list of the ~90 names of spec 2.4 is not
  // in every page's first-load JavaScript. The condition is written out in each place so that the
  // bundler drops the branch, and with it the list, from the browser's production build.
  if (process.env.NODE_ENV !== 'production' || typeof window === 'undefined') {
    if (!isTemplateName(meta.template)) {
      throw new TypeError(`shellPage: "${String(meta.template)}" is not a template name of spec 2.4`);
    }
  }
  return Object.assign(Page, { shellPage: { template: meta.template, quickExit: meta.quickExit === true } });
}

/**
 * The template a page component declared, else {@link UNDECLARED_TEMPLATE}.
 *
 * @example
 * templateOf(FaqPage); // 'Faq'
 */
export function templateOf(Page: unknown): TemplateName {
  const meta = (Page as { shellPage?: Partial<ShellPageMeta> } | null)?.shellPage;
  const template = meta?.template;
  // Checked as in shellPage: by the server, in development and in tests; trusted in the browser.
  if (process.env.NODE_ENV !== 'production' || typeof window === 'undefined') {
    return isTemplateName(template) ? template : UNDECLARED_TEMPLATE;
  }
  return template ?? UNDECLARED_TEMPLATE;
}

/**
 * Whether a page component asked for the quick exit (`shellPage({ template, quickExit: true }, Page)`).
 *
 * @example
 * quickExitOf(MoodReportPage); // true
 */
export function quickExitOf(Page: unknown): boolean {
  return (Page as { shellPage?: Partial<ShellPageMeta> } | null)?.shellPage?.quickExit === true;
}

/**
 * The page context of spec 2.4 rules: template, path without query or hash, query, device flags.
 *
 * @example
 * pageContext({ template: 'Faq', asPath: '/faq/?id=3', query: { id: '3' }, session });
 */
export function pageContext(input: {
  template: TemplateName;
  asPath: string | undefined;
  query: PageQuery;
  session: Parameters<typeof deviceFlags>[0] & Partial<SessionUser>;
}): PageContext {
  const raw = input.asPath ?? '/';
  const path = raw.split(/[?#]/, 1)[0] || '/';
  return { template: input.template, path, query: input.query, device: deviceFlags(input.session) };
}
