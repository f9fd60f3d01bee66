// The context a framed page's shell data travels in: a module of its own, so the `_app` (first-load
// JavaScript) carries the context alone, and what makes page data of it (shell-data.ts) is in the
// code of the pages that read it.
import { createContext } from 'react';
import type { BrandId } from '@therapy-shell/brand-config';
import type { Language, SessionUser, SiteConfig, TemplateName } from '@therapy-shell/core';

/** What the page-load step resolved for a framed page, as the shell gives it to its pages. */
export interface ShellDataSource {
  session: SessionUser;
  config: SiteConfig;
  language: Language;
  brand: BrandId;
  country: string;
  template: TemplateName;
}

/** Given by the shell around every page it frames. */
export const ShellDataContext = createContext<ShellDataSource | null>(null);
