// The body of the App Router's 404 page, a Server Component: Next.js renders the not-found page into
// every page's payload, so as a client component its code would be in every page's first load.
import { requestPageTexts } from './page-texts.ts';

/**
 * The body of the 404 page on the App Router, what `NotFoundPage` is on the Pages Router: "Page not
 * found", what to check and a link to the home page, in the visitor's language, rendered on the
 * server. Its title ("Page not found – {product name}", WCAG 2.4.2) comes from `notFoundMetadata`.
 *
 * @example
 * // app/not-found.tsx
 * export default shellPage({ template: 'Custom404' }, NotFoundContent);
 * export { notFoundMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
 */
export async function NotFoundContent() {
  const texts = await requestPageTexts();
  if (!texts) return null;
  const { t } = texts;
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
