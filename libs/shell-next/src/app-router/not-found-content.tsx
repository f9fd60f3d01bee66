'use client';

// The body of the App Router's 404 page, apart from /gethelpnow/'s (crisis-page.tsx): Next.js loads
// the not-found page's code with every page, and the crisis directory is not needed there.
import { useContext } from 'react';
import { CrisisPageContext } from '../frame/crisis-context.ts';

/**
 * The body of the 404 page on the App Router, what `NotFoundPage` is on the Pages Router: "Page not
 * found", what to check and a link to the home page, in the visitor's language. Its title
 * ("Page not found – {product name}", WCAG 2.4.2) comes from `notFoundMetadata`.
 *
 * @example
 * // app/not-found.tsx
 * export default shellPage({ template: 'Custom404' }, NotFoundContent);
 * export { notFoundMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
 */
export function NotFoundContent() {
  const shell = useContext(CrisisPageContext);
  if (!shell) throw new Error('NotFoundContent renders inside the shell: use it in a page made with shellPage().');
  const { t } = shell;
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a href="/">{t('notFound.homeLink')}</a>
      </p>
    </>
  );
}
