'use client';

import { useId, useState } from 'react';
import type { Translate } from '@therapy-shell/i18n';
import { Button } from './button.tsx';
import styles from './consent-banner.module.css';

/**
 * Where the consent banner is, as its `data-state` attribute: asking, or saving the choice made
 * with one of its buttons (the buttons are busy until the save ends).
 *
 * @example
 * banner.dataset.state === ('saving' satisfies ConsentBannerState);
 */
export type ConsentBannerState = 'asking' | 'saving';

/** A choice the banner's buttons make. */
export type ConsentBannerChoice = 'accept-all' | 'reject-all';

/**
 * Props of the consent banner.
 *
 * @example
 * const props: ConsentBannerProps = { open: consent.required, productName, onChoose, onSettings, t };
 */
export interface ConsentBannerProps {
  /** Shown: the site requires consent and the visitor has not chosen yet. */
  open: boolean;
  /** The site's product name, in the heading. */
  productName: string;
  /**
   * Saves a choice (spec 4.3): accept all allows performance and targeting, reject all neither.
   * The banner closes when the owner sets `open` to false.
   */
  onChoose: (choice: ConsentBannerChoice) => Promise<void> | void;
  /** Opens the cookie settings dialog, for a choice per group. */
  onSettings: () => void;
  /**
   * The cookie settings dialog the settings button asked for is still on its way (its code loads
   * lazily): the button shows busy until it is there.
   */
  settingsPending?: boolean | undefined;
  /** Called when a pointer enters, or focus reaches, the settings button: the dialog can be fetched before the click. */
  onSettingsIntent?: (() => void) | undefined;
  /** Translator of the current language. */
  t: Translate;
}

/**
 * The consent banner, in the style of GOV.UK's cookie banner: a region labelled by its heading at
 * the top of the page, before the skip link, so it is the first thing a keyboard or screen reader
 * user meets; two equal buttons (accept all, reject optional) and a third that opens the cookie
 * settings. Nothing is preselected and nothing closes it without a choice.
 *
 * @example
 * <ConsentBanner open={required} productName="Acme" onChoose={(c) => consent.save(choicesOf(c))} onSettings={() => setDialog('cookies')} t={t} />
 */
export function ConsentBanner({
  open,
  productName,
  onChoose,
  onSettings,
  settingsPending = false,
  onSettingsIntent,
  t,
}: ConsentBannerProps) {
  const headingId = useId();
  const [state, setState] = useState<ConsentBannerState>('asking');
  if (!open) return null;

  const choose = async (choice: ConsentBannerChoice) => {
    if (state === 'saving') return;
    setState('saving');
    try {
      await onChoose(choice);
    } finally {
      setState('asking');
    }
  };

  return (
    <section className={styles.banner} aria-labelledby={headingId} data-state={state} data-consent-banner="">
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {t('consentBanner.title', { productName })}
        </h2>
        <p className={styles.text}>{t('consentBanner.essential')}</p>
        <p className={styles.text}>{t('consentBanner.optional')}</p>
        <div className={styles.actions}>
          <Button loading={state === 'saving'} onClick={() => void choose('accept-all')}>
            {t('consentBanner.acceptAll')}
          </Button>
          <Button loading={state === 'saving'} onClick={() => void choose('reject-all')}>
            {t('consentBanner.rejectAll')}
          </Button>
          <Button
            variant="tertiary"
            loading={settingsPending}
            onClick={onSettings}
            onPointerEnter={onSettingsIntent && (() => onSettingsIntent())}
            onFocus={onSettingsIntent && (() => onSettingsIntent())}
          >
            {t('consentBanner.settings')}
          </Button>
        </div>
      </div>
    </section>
  );
}
