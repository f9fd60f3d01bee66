// @therapy-shell/shell-next/testing: for a product team's component tests. What `useShell()` reads,
// given by the test instead of the shell's page-load step. Not for pages: in an app, createShellApp()
// gives it.
export { ShellTestProvider } from './frame/shell-test-provider.tsx';
export type { ShellTestProviderProps } from './frame/shell-test-provider.tsx';
export type { PageShellData, PageVisitor, PageSiteConfig } from './frame/shell-data.ts';
