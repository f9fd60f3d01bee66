'use client';

import { useCallback, useEffect, useId, useState, type MouseEvent } from 'react';
import type { Translate } from '@therapy-shell/i18n';
import { QUICK_EXIT_PRESSES } from './constants.ts';
import { createQuickExitShortcut, leavePage, restorePage, type QuickExitShortcutEvent } from './quick-exit-shortcut.ts';
import styles from './quick-exit.module.css';

/**
 * The quick exit's state, as its `data-state` attribute: waiting, counting Shift presses, or leaving.
 *
 * @example
 * element.dataset.state === ('counting' satisfies QuickExitState);
 */
export type QuickExitState = 'idle' | 'counting' | 'leaving';

/**
 * Props of the quick exit.
 *
 * @example
 * const props: QuickExitProps = { t, href: quickExitUrl(brand) };
 */
export interface QuickExitProps {
  /** Translator of the current language. */
  t: Translate;
  /** The neutral page to leave for (brand-config's `quickExitUrl`). */
  href: string;
  /** Whether Shift pressed three times leaves too (on by default). */
  shortcut?: boolean | undefined;
  /**
   * Leaves the page; by default hides it at once and replaces the location with `href`
   * (`location.replace`, so Back does not return). Stories and tests inject their own.
   */
  onExit?: ((href: string) => void) | undefined;
}

/**
 * "Exit this page" (after GOV.UK Frontend's component, researched with people with lived
 * experience of domestic abuse): a link to a neutral page that works without JavaScript
 * (`rel="nofollow noreferrer"`); with JavaScript, activating it, or pressing Shift three times,
 * hides the page at once and replaces it in the history with the neutral page. The shortcut is
 * described to screen readers, and each press is announced in a polite status region.
 *
 * @example
 * {showsQuickExit(ctx, { marked }) ? <QuickExit t={t} href={quickExitUrl(ctx.brand)} /> : null}
 */
export function QuickExit({ t, href, shortcut = true, onExit }: QuickExitProps) {
  const hintId = useId();
  const [state, setState] = useState<QuickExitState>('idle');
  const [presses, setPresses] = useState(0);
  const [status, setStatus] = useState('');
  // The Shift shortcut works once its listener is attached (after hydration and this part's chunk):
  // only then is it described to screen readers (as GOV.UK's Exit this page adds its hint with JS).
  const [armed, setArmed] = useState(false);

  const exit = useCallback(() => {
    setState('leaving');
    setStatus('');
    if (onExit) onExit(href);
    else leavePage(href, { leavingText: t('quickExit.leaving') });
  }, [href, onExit, t]);

  useEffect(() => {
    if (!shortcut) return undefined;
    const onEvent = (event: QuickExitShortcutEvent) => {
      switch (event.type) {
        case 'progress':
          setState('counting');
          setPresses(QUICK_EXIT_PRESSES - event.remaining);
          setStatus(t('quickExit.progress', { count: event.remaining }));
          return;
        case 'expired':
          setState('idle');
          setPresses(0);
          setStatus(t('quickExit.timedOut'));
          return;
        case 'cleared':
          setStatus('');
          return;
        case 'exit':
          setPresses(QUICK_EXIT_PRESSES);
          exit();
          return;
        default:
          event satisfies never;
      }
    };
    const counter = createQuickExitShortcut({ onEvent });
    const onKeyUp = (event: KeyboardEvent) => counter.keyup(event);
    document.addEventListener('keyup', onKeyUp, true);
    setArmed(true);
    return () => {
      document.removeEventListener('keyup', onKeyUp, true);
      counter.dispose();
      setArmed(false);
    };
  }, [shortcut, exit, t]);

  // Coming back through the back-forward cache (Forward after leaving), the page shows again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      restorePage();
      setState('idle');
      setPresses(0);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    exit();
  };

  return (
    <div className={styles.quickExit} role="region" aria-label={t('quickExit.region')} data-state={state}>
      <a
        className={styles.button}
        href={href}
        rel="nofollow noreferrer"
        aria-describedby={shortcut && armed ? hintId : undefined}
        onClick={onClick}
        data-testid="quick-exit"
      >
        {t('quickExit.label')}
        {shortcut ? (
          <span className={styles.indicator} aria-hidden="true" data-presses={presses}>
            {Array.from({ length: QUICK_EXIT_PRESSES }, (_, index) => (
              <span key={index} className={styles.light} data-on={index < presses ? 'true' : 'false'} />
            ))}
          </span>
        ) : null}
      </a>
      {shortcut ? (
        <span id={hintId} className={styles.visuallyHidden}>
          {t('quickExit.instructions')}
        </span>
      ) : null}
      <span role="status" className={styles.visuallyHidden}>
        {status}
      </span>
    </div>
  );
}
