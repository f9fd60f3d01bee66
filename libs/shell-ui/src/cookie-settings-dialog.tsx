'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CookieConsentDraft } from '@therapy-shell/core';
import type { MessageKey, Translate } from '@therapy-shell/i18n';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import styles from './cookie-settings-dialog.module.css';

/**
 * Where the cookie settings dialog is, as its form's `data-state` attribute: choosing, waiting for
 * `onSave`, or showing that saving failed.
 *
 * @example
 * form.dataset.state === ('saving' satisfies CookieSettingsState);
 */
export type CookieSettingsState = 'idle' | 'saving' | 'error';

/**
 * Props of the cookie settings dialog.
 *
 * @example
 * const props: CookieSettingsDialogProps = { open, onOpenChange: setOpen, choices: consent.choices, onSave: consent.save, t };
 */
export interface CookieSettingsDialogProps {
  open: boolean;
  /** Called with `false` when the dialog closes: by the user, or after `onSave` resolved. */
  onOpenChange: (open: boolean) => void;
  /** The current choices (consent's `ConsentChoices` has the same shape); each opening starts from them. */
  choices: CookieConsentDraft;
  /**
   * Stores the choices (spec 4.3: the consent cookie, POST /api/confirm_cookie_choices/, consent no
   * longer required). The dialog closes when it resolves and stays open with a message when it rejects.
   */
  onSave: (choices: CookieConsentDraft) => Promise<void>;
  /** Translator of the current language. */
  t: Translate;
}

type Category = 'performance' | 'targeting';

const CATEGORIES = [
  {
    category: 'performance',
    field: 'allowPerformance',
    titleKey: 'cookieSettings.performance.title',
    descriptionKey: 'cookieSettings.performance.description',
  },
  {
    category: 'targeting',
    field: 'allowTargeting',
    titleKey: 'cookieSettings.targeting.title',
    descriptionKey: 'cookieSettings.targeting.description',
  },
] as const satisfies readonly {
  category: Category;
  field: keyof CookieConsentDraft;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
}[];

/**
 * The cookie settings dialog (spec 2.6, 4.3): strictly necessary cookies shown as always on (no
 * control), performance and targeting cookies as switches (`role="switch"`, `aria-checked`). Save
 * hands the choices to `onSave`; while it runs, Save is busy (focusable, clicks ignored) and the
 * switches are disabled; the dialog closes when it resolves. If it rejects, the dialog stays open
 * with "Please try again later." and the choices kept.
 *
 * @example
 * <CookieSettingsDialog open={open} onOpenChange={setOpen} choices={consent.choices} onSave={consent.save} t={t} />
 */
export function CookieSettingsDialog({ open, onOpenChange, choices, onSave, t }: CookieSettingsDialogProps) {
  const [draft, setDraft] = useState<CookieConsentDraft>(choices);
  const [state, setState] = useState<CookieSettingsState>('idle');
  // Each opening starts from the given choices (adjusting state on a prop change, during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(choices);
      setState('idle');
    }
  }
  // A save that finishes after the dialog closed (or reopened) must not touch the new session.
  const session = useRef(0);
  useEffect(
    () => () => {
      session.current += 1;
    },
    [open],
  );
  const formId = useId();
  const idPrefix = useId();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'saving') return;
    const started = session.current;
    setState('saving');
    try {
      await onSave(draft);
      if (started !== session.current) return;
      setState('idle');
      onOpenChange(false);
    } catch {
      if (started === session.current) setState('error');
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('cookieSettings.title')}
      closeLabel={t('cookieSettings.close')}
      footer={
        <Button type="submit" form={formId} loading={state === 'saving'}>
          {t('cookieSettings.save')}
        </Button>
      }
    >
      <form
        id={formId}
        className={styles.form}
        data-dialog="cookie-settings"
        data-state={state}
        noValidate
        onSubmit={(event) => void save(event)}
      >
        <p className={styles.intro}>{t('cookieSettings.intro')}</p>
        <ul className={styles.categories}>
          <li className={styles.category} data-category="necessary">
            <h3 className={styles.categoryTitle}>{t('cookieSettings.necessary.title')}</h3>
            <span className={styles.alwaysOn}>{t('cookieSettings.necessary.status')}</span>
            <p className={styles.categoryDescription}>{t('cookieSettings.necessary.description')}</p>
          </li>
          {CATEGORIES.map(({ category, field, titleKey, descriptionKey }) => {
            const titleId = `${idPrefix}-${category}-title`;
            const descriptionId = `${idPrefix}-${category}-description`;
            return (
              <li key={category} className={styles.category} data-category={category}>
                <h3 id={titleId} className={styles.categoryTitle}>
                  {t(titleKey)}
                </h3>
                <button
                  type="button"
                  role="switch"
                  className={styles.switch}
                  aria-checked={draft[field]}
                  aria-labelledby={titleId}
                  aria-describedby={descriptionId}
                  disabled={state === 'saving'}
                  onClick={() => setDraft((current) => ({ ...current, [field]: !current[field] }))}
                />
                <p id={descriptionId} className={styles.categoryDescription}>
                  {t(descriptionKey)}
                </p>
              </li>
            );
          })}
        </ul>
        {state === 'error' ? (
          <p className={styles.error} role="alert">
            {t('cancel.error.tryLater')}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
