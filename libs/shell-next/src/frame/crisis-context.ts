import { createContext } from 'react';
import type { Translate } from '@therapy-shell/i18n';

/** What /gethelpnow/ needs from the shell: the page's translator and the visitor's country. */
export interface CrisisPageContextValue {
  t: Translate;
  /** The visitor's country (the session's geo_country, else what the request tells). */
  country: string;
}

/**
 * Given by createShellApp() around every page it renders, the degraded /gethelpnow/ included. A
 * module of its own: the _app imports it without the crisis page and its data (first-load JavaScript).
 */
export const CrisisPageContext = createContext<CrisisPageContextValue | null>(null);
