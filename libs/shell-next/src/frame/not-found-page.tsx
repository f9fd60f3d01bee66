import Head from 'next/head.js';
import { useContext } from 'react';
import { CrisisPageContext } from './crisis-context.ts';
import { documentTitle } from './document-title.ts';
import { shellPage } from './shell-page.ts';

function NotFound() {
  const shell = useContext(CrisisPageContext);
  if (!shell)
    throw new Error('NotFoundPage renders inside the shell: use it in an app whose _app is createShellApp().');
  const { t, productName } = shell;
  return (
    <>
      <Head>
        <title>{documentTitle(t('notFound.title'), productName)}</title>
        {/* As the App Router's 404 page has it (Next.js writes it there). */}
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a href="/">{t('notFound.homeLink')}</a>
      </p>
    </>
  );
}

/**
 * The 404 page (template Custom404) inside the shell's header and footer, in the visitor's
 * language: "Page not found", what to check and a link to the home page, titled with the product
 * name (WCAG 2.4.2). The footer's crisis notice and its link to /gethelpnow/ are there as on every
 * page. Mount it as the app's `pages/404.tsx`.
 *
 * @example
 * // pages/404.tsx
 * export { NotFoundPage as default } from '@therapy-shell/shell-next';
 */
export const NotFoundPage = /* @__PURE__ */ shellPage({ template: 'Custom404' }, NotFound);
