// The shell's data for a product team's page: what the page-load step already fetched, read by the
// page's components (useShell) and by its getServerSideProps (getShellData), so a page never asks the
// backend again for the visitor or the site.
import { useContext, useMemo } from 'react';
import { pageShellData, type PageShellData, type PageSiteConfig, type PageVisitor } from './page-shell-data.ts';
import { ShellDataContext } from './shell-data-context.ts';

export { pageShellData };
export type { PageShellData, PageSiteConfig, PageVisitor };

/**
 * The shell's data for the page: the visitor (the session user without its CSRF token), what of
 * the site config a page may read, the language, the brand, the country and the template. From
 * what the page-load step already fetched: no backend call. Works in the server render and in the
 * browser; throws outside a page the shell frames (the fallback page renders no product page).
 *
 * @example
 * function Greeting() {
 *   const { visitor, site } = useShell();
 *   return <p>{visitor.user_type === 'client' ? 'Welcome back' : `Welcome to ${site.product_name}`}</p>;
 * }
 */
export function useShell(): PageShellData {
  const source = useContext(ShellDataContext);
  const data = useMemo(
    () =>
      source && 'visitor' in source
        ? source
        : source
          ? pageShellData({
              session: source.session,
              config: source.config,
              language: source.language,
              brand: source.brand,
              country: source.country,
              template: source.page?.template ?? 'Home',
            })
          : null,
    [source],
  );
  if (!data) throw new Error('useShell() reads the shell of a framed page: render the page through createShellApp().');
  return data;
}

/** Where the `_app` leaves what the page-load step resolved on the request, for getServerSideProps. */
const SHELL_DATA = Symbol.for('therapy-shell.page-shell-data');

/** What the `_app` leaves on a request: the page-load step's answers, made into page data only when asked for. */
type Attached = Parameters<typeof pageShellData>[0] | null;

/**
 * Leaves what the page-load step resolved on the page's request (the `_app` does it before
 * getServerSideProps runs); null when the step failed.
 *
 * @example
 * attachShellData(req, { session, config, language, brand, country, template });
 */
export function attachShellData(req: object, input: Attached): void {
  (req as { [SHELL_DATA]?: Attached })[SHELL_DATA] = input;
}

/**
 * The shell's data in a page's `getServerSideProps`: the same as {@link useShell}, from what the
 * page-load step already fetched for this request (Next.js runs the `_app`'s step first). Null when
 * the step failed (the visitor then sees the fallback page, whatever the page returns) or on a page
 * the shell does not frame.
 *
 * @example
 * export const getServerSideProps: GetServerSideProps = async (context) => {
 *   const shell = getShellData(context);
 *   return { props: { greeting: shell?.visitor.user_type === 'client' ? 'client' : 'visitor' } };
 * };
 */
export function getShellData(context: { req: object }): PageShellData | null {
  const attached = (context.req as { [SHELL_DATA]?: Attached })[SHELL_DATA];
  return attached ? pageShellData(attached) : null;
}
