import { createContext } from 'react';
import type { Translate } from '@therapy-shell/i18n';

/**
 * What the shell's own pages (/gethelpnow/ and the 404 page) need from the shell: the page's
 * translator, the visitor's country and the product name for their titles.
 */
export interface CrisisPageContextValue {
  t: Translate;
  /** The visitor's country (the session's geo_country, else what the request tells). */
  country: string;
  /**
   * The site config's product name; without the shell's answers (the degraded /gethelpnow/) the
   * last one the server had, if any.
   */
  productName: string | undefined;
}

/**
 * Given by createShellApp() around every page it renders, the degraded /gethelpnow/ included. A
 * module of its own: the _app imports it without the crisis page and its data (first-load JavaScript).
 */
export const CrisisPageContext = createContext<CrisisPageContextValue | null>(null);
