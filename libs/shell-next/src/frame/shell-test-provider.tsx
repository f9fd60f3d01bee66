// The shell's page data in a product team's component tests: what useShell() reads, given by the
// test instead of the page-load step (@therapy-shell/shell-next/testing).
import type { ReactNode } from 'react';
import { developmentProductName, type BrandId } from '@therapy-shell/brand-config';
import { LOGGED_OUT_USER_ID, type Language, type TemplateName } from '@therapy-shell/core';
import { ShellDataContext } from './shell-data-context.ts';
import type { PageShellData, PageSiteConfig, PageVisitor } from './shell-data.ts';

/** Props of {@link ShellTestProvider}: each part of the page's shell data, each optional. */
export interface ShellTestProviderProps {
  /** The visitor, over a logged-out visitor (`{ id: -1, user_type: 'logged_out_user' }`). */
  visitor?: Partial<PageVisitor> | undefined;
  /** The site config a page may read, over the brand's code and its development product name. */
  site?: Partial<PageSiteConfig> | undefined;
  /** Default `en`. */
  language?: Language | undefined;
  /** Default `main`. */
  brand?: BrandId | undefined;
  /** Default the visitor's `geo_country`, else `us`. */
  country?: string | undefined;
  /** Default `Home`. */
  template?: TemplateName | undefined;
  /** What reads the data: the page or component under test. */
  children?: ReactNode;
}

/**
 * Gives the components inside it the shell's data of a page, as `createShellApp()` does for a
 * page it frames: `useShell()` reads it. For component tests (Jest, Vitest, Storybook): what is not
 * given is a logged-out visitor of brand main in English on the `Home` template.
 *
 * @example
 * render(
 *   <ShellTestProvider visitor={{ id: 42, user_type: 'client' }} site={{ product_name: 'Acme' }}>
 *     <Greeting />
 *   </ShellTestProvider>,
 * );
 */
export function ShellTestProvider({
  visitor,
  site,
  language = 'en',
  brand = 'main',
  country,
  template = 'Home',
  children,
}: ShellTestProviderProps) {
  const pageVisitor: PageVisitor = { id: LOGGED_OUT_USER_ID, user_type: 'logged_out_user', ...visitor };
  const data: PageShellData = {
    visitor: pageVisitor,
    site: { product_code_name: brand, product_name: developmentProductName(brand), ...site },
    language,
    brand,
    country: country ?? pageVisitor.geo_country ?? 'us',
    template,
  };
  return <ShellDataContext.Provider value={data}>{children}</ShellDataContext.Provider>;
}
