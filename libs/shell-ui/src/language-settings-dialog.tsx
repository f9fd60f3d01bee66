'use client';

import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_LANGUAGE, type LanguageOption } from '@therapy-shell/core';
import type { Translate } from '@therapy-shell/i18n';
import { Button } from './button.tsx';
import { DropdownField } from './dropdown-field.tsx';
import { Modal } from './modal.tsx';
import styles from './language-settings-dialog.module.css';

/**
 * Props of the language settings dialog.
 *
 * @example
 * const props: LanguageSettingsDialogProps = {
 *   open,
 *   onOpenChange: setOpen,
 *   languages: selector.languages,
 *   defaultLanguage: prefLanguageCookie ?? 'en',
 *   onSave: saveLanguage,
 *   t,
 * };
 */
export interface LanguageSettingsDialogProps {
  open: boolean;
  /** Called with `false` when the user closes the dialog (close button, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** The languages of the locale selector (GET /api/locale/selector), in its order. */
  languages: readonly LanguageOption[];
  /** The selection when the dialog opens: the pref_language cookie's value, else `en` (spec 4.2, 5). */
  defaultLanguage: string;
  /**
   * Called with the chosen language code on Save. The caller stores the preference cookie, records
   * the selection event, closes the dialog and reloads the page (spec 4.2).
   */
  onSave: (language: string) => void;
  /** Translator of the current language. */
  t: Translate;
}

/**
 * The language selected when the dialog opens: the default if it is offered, else English if it is
 * offered, else the first language (a stale cookie must not leave the dropdown empty).
 *
 * @example
 * initialLanguage([{ language: 'en', language_readable: 'English' }], 'xx'); // 'en'
 */
export function initialLanguage(languages: readonly LanguageOption[], defaultLanguage: string): string | null {
  const offered = (code: string) => languages.some((choice) => choice.language === code);
  if (offered(defaultLanguage)) return defaultLanguage;
  if (offered(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  return languages[0]?.language ?? null;
}

/**
 * The language settings dialog (spec 2.6, 4.2): a "Choose language" dropdown of the locale
 * selector's languages, preselected from `defaultLanguage`, and Save, which hands the chosen code
 * to `onSave`. Each opening starts again from `defaultLanguage`.
 *
 * @example
 * <LanguageSettingsDialog
 *   open={open}
 *   onOpenChange={setOpen}
 *   languages={selector.languages}
 *   defaultLanguage={readPrefLanguage(document.cookie) ?? 'en'}
 *   onSave={(language) => { writePrefLanguage(language); track('language_option_selected'); location.reload(); }}
 *   t={t}
 * />
 */
export function LanguageSettingsDialog({
  open,
  onOpenChange,
  languages,
  defaultLanguage,
  onSave,
  t,
}: LanguageSettingsDialogProps) {
  const [selected, setSelected] = useState(() => initialLanguage(languages, defaultLanguage));
  // Each opening starts from the default again (adjusting state on a prop change, during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(initialLanguage(languages, defaultLanguage));
  }
  const formId = useId();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected !== null) onSave(selected);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('languageModal.title')}
      closeLabel={t('languageModal.close')}
      size="sm"
      footer={
        <Button type="submit" form={formId} disabled={selected === null}>
          {t('languageModal.save')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} data-dialog="language-settings" noValidate onSubmit={save}>
        <div className={styles.dropdownRoom}>
          <DropdownField
            label={t('languageModal.label')}
            options={languages.map((choice) => ({
              value: choice.language,
              label: choice.language_readable,
            }))}
            value={selected}
            onValueChange={setSelected}
            name="language"
          />
        </div>
      </form>
    </Modal>
  );
}
