// The page's error panel (shell-ui's PageErrorPanel, spec 2.7's text and a retry), whose code loads
// when a page throws: a rare event that no page's first load should pay for. The header, the quick
// exit and the footer with the crisis notice are there already and stay. Should its code fail to
// load too (the network gone), the panel's heading shows alone, as an alert.
import type { Translate } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import { lazyPart } from './lazy-part.tsx';

/** Props of {@link PageErrorPanel}. */
export interface PageErrorPanelProps {
  t: Translate;
  /** Renders the page again (the page's boundary resets). */
  onRetry: () => void;
  /** Where a failure to load the panel's code is reported. */
  reporter: ErrorReporter;
}

/**
 * shell-ui's PageErrorPanel, loaded on demand (a lazy part): nothing shows while its code arrives
 * (a moment), and if it cannot arrive, the heading of spec 2.7 as an alert.
 *
 * @example
 * <ShellBoundary part="page" reporter={reporter} fallback={(retry) => <PageErrorPanel t={t} onRetry={retry} reporter={reporter} />}>{page}</ShellBoundary>
 */
export const PageErrorPanel = lazyPart<PageErrorPanelProps>(
  'page-error-panel',
  () => import('./page-error-panel-code.ts'),
  ({ t }) => <p role="alert">{t('fallback.heading')}</p>,
);
