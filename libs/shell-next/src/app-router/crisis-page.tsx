// The crisis resources page of /gethelpnow/ on the App Router, a Server Component: what
// GetHelpNowPage is on the Pages Router. Its texts (every country's name, the page's introduction)
// are rendered on the server, so they are not in the browser's texts asset.
import { crisisDirectory } from '@therapy-shell/brand-config';
import { CrisisResources } from '@therapy-shell/shell-ui';
import { requestPageTexts } from './page-texts.ts';

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
export async function GetHelpNowContent() {
  const texts = await requestPageTexts();
  if (!texts) return null;
  return <CrisisResources t={texts.t} entries={crisisDirectory(texts.country)} />;
}
