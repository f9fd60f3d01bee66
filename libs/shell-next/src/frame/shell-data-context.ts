// The context a framed page's shell data travels in: a module of its own, so the `_app` (first-load
// JavaScript) carries the context alone, and what makes page data of it (shell-data.ts) is in the
// code of the pages that read it.
import { createContext } from 'react';
import type { ShellPageData } from '../page-load/load-shell.ts';
import type { PageShellData } from './page-shell-data.ts';

/** What the page-load step resolved for a framed page, as the `_app` renders it. */
export type ShellDataSource = Extract<ShellPageData, { status: 'ok' }>;

/**
 * Given by the shell around every page it frames: the page's own data, as it is (useShell() makes
 * page data of it); in a component test, the page data itself (ShellTestProvider).
 */
export const ShellDataContext = createContext<ShellDataSource | PageShellData | null>(null);
