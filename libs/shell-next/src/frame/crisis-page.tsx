import Head from 'next/head.js';
import { useContext } from 'react';
import { crisisDirectory } from '@therapy-shell/brand-config';
import { CrisisResources } from '@therapy-shell/shell-ui';
import { CrisisPageContext } from './crisis-context.ts';
import { documentTitle } from './document-title.ts';
import { shellPage } from './shell-page.ts';

function GetHelpNow() {
  const crisis = useContext(CrisisPageContext);
  if (!crisis)
    throw new Error('GetHelpNowPage renders inside the shell: use it in an app whose _app is createShellApp().');
  const { t, country, productName } = crisis;
  return (
    <>
      <Head>
        <title>{documentTitle(t('crisisPage.title'), productName)}</title>
      </Head>
      <CrisisResources t={t} entries={crisisDirectory(country)} />
    </>
  );
}

/**
 * The crisis resources page of /gethelpnow/ (spec 2.1, template GetHelpNow): the crisis
 * lines of every country with reviewed lines, the visitor's country first, each with its emergency
 * number, opening hours and call and text links, in the page's language, with the quick exit. It
 * reads nothing from the backend: when the shell's answers fail or are late it still answers 200,
 * with a plain header and footer. Mount it as the app's `pages/gethelpnow.tsx`.
 *
 * @example
 * // pages/gethelpnow.tsx
 * export { GetHelpNowPage as default } from '@therapy-shell/shell-next';
 */
export const GetHelpNowPage = /* @__PURE__ */ shellPage({ template: 'GetHelpNow' }, GetHelpNow);
