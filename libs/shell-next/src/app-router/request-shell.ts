// Server only: what the proxy's page-load step resolved for the request being rendered, read by
// the root layout, the pages and their metadata; one step per request (React's `cache`).
import { cache } from 'react';
import { headers } from 'next/headers.js';
import { pageShellData, type PageShellData } from '../frame/page-shell-data.ts';
import type { TemplateName } from '@therapy-shell/core';
import { APP_LOAD_HEADER } from './constants.ts';
import { takeRequestLoad, type RequestLoad } from './request-load.ts';

/**
 * The load of the request being rendered. Throws, naming the fix, when the request did not go
 * through the shell's App Router proxy.
 *
 * @example
 * const { shell, nonce } = await requestLoad();
 */
export const requestLoad = cache(async (): Promise<RequestLoad> => {
  const load = takeRequestLoad((await headers()).get(APP_LOAD_HEADER));
  if (!load)
    throw new Error(
      "The shell's App Router layout renders what its proxy loaded: proxy.ts must be createShellProxy({ version, router: 'app' }) with the matchers SHELL_PROXY_MATCHER and SHELL_APP_PAGES_MATCHER (shell-next's README, \"The App Router\").",
    );
  return load;
});

/**
 * The shell's data in a page's server component or `generateMetadata` on the App Router: the
 * visitor (without its CSRF token), the site config a page may read, the language, the brand, the
 * country and the template, from what the page-load step already fetched for this request. Null when
 * the step failed (the visitor sees the fallback page).
 *
 * @example
 * export default async function CarePage() {
 *   const shell = await getShellData('ClientDashboard');
 *   return <h1>{shell?.visitor.user_type === 'counselor' ? 'Your clients' : 'Your care'}</h1>;
 * }
 */
export async function getShellData(template: TemplateName = 'Home'): Promise<PageShellData | null> {
  const { shell } = await requestLoad();
  if (shell.status !== 'ok') return null;
  return pageShellData({
    session: shell.session,
    config: shell.config,
    language: shell.language,
    brand: shell.brand,
    country: shell.country,
    template,
  });
}
