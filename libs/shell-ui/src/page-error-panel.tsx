'use client';

import { useEffect, useRef } from 'react';
import type { Translate } from '@therapy-shell/i18n';
import { Button } from './button.tsx';
import styles from './page-error-panel.module.css';

/**
 * Props of the page error panel.
 *
 * @example
 * const props: PageErrorPanelProps = { t, onRetry: () => reset() };
 */
export interface PageErrorPanelProps {
  /** Translator of the page's language. */
  t: Translate;
  /** Renders the page again (the shell's error boundary resets). */
  onRetry: () => void;
}

/**
 * What shows in place of a page that threw while rendering: the generic error text of spec 2.7
 * and a retry button, inside the shell (its header, quick exit and footer with the crisis notice
 * stay). The heading takes focus when the panel appears, so keyboard and screen-reader users are
 * not left on a node that is gone, and the panel is an alert, so the change is announced. A retry
 * first moves focus to the enclosing `main` (the shell's, focusable), which outlives the panel.
 *
 * @example
 * <PageErrorPanel t={t} onRetry={reset} />
 */
export function PageErrorPanel({ t, onRetry }: PageErrorPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.panel} role="alert" aria-labelledby="page-error-heading" data-testid="page-error-panel">
      <h1 id="page-error-heading" className={styles.heading} tabIndex={-1} ref={heading}>
        {t('fallback.heading')}
      </h1>
      <p className={styles.text}>{t('fallback.text')}</p>
      <Button
        variant="primary"
        onClick={() => {
          heading.current?.closest('main')?.focus();
          onRetry();
        }}
      >
        {t('pageError.retry')}
      </Button>
    </section>
  );
}
