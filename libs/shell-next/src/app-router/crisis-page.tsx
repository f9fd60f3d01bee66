'use client';

// The crisis resources page of /gethelpnow/ on the App Router: what GetHelpNowPage is on the Pages
// Router, from the same context (the page's translator and the visitor's country).
import { useContext } from 'react';
import { crisisDirectory } from '@therapy-shell/brand-config';
import { CrisisResources } from '@therapy-shell/shell-ui';
import { CrisisPageContext } from '../frame/crisis-context.ts';

/**
 * The body of /gethelpnow/ on the App Router: the crisis lines of every country with reviewed
 * lines, the visitor's country first. `shellPage({ template: 'GetHelpNow' }, ...)` frames it; during
 * an outage the root layout gives it a plain header and footer. Its title comes from
 * `getHelpNowMetadata`, the page's `generateMetadata`.
 *
 * @example
 * // app/gethelpnow/page.tsx
 * export default shellPage({ template: 'GetHelpNow' }, GetHelpNowContent);
 * export { getHelpNowMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
 */
export function GetHelpNowContent() {
  const crisis = useContext(CrisisPageContext);
  if (!crisis) throw new Error('GetHelpNowContent renders inside the shell: use it in a page made with shellPage().');
  const { t, country } = crisis;
  return <CrisisResources t={t} entries={crisisDirectory(country)} />;
}
