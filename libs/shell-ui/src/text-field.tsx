'use client';

import { useId, useState, type ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';
import { FieldMessages, fieldMessageIds, fieldStatus, isRequired } from './form-field.tsx';
import styles from './text-field.module.css';
import { Icon } from './icon.tsx';

/**
 * Props of the text field: the input's own props plus label, hint, error and the variant (spec 2.8:
 * primary, recruiter email, country code, password, date). Each variant's own props are absent in
 * the others: `type` for primary (text, email, tel, url, search or number), `countryCode` for
 * country code, `revealLabel` for password.
 *
 * @example
 * const props: TextFieldProps = { label: 'Password', variant: 'password', revealLabel: 'Show password' };
 */
export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'children'> & {
  /** Visible label. */
  label: string;
  /** Help text under the field. */
  hint?: string | undefined;
  /** Error message; when given the field is invalid and the message shows under it (spec 2.8). */
  error?: string | undefined;
} & (
    | {
        variant?: 'primary' | undefined;
        type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | undefined;
        countryCode?: undefined;
        revealLabel?: undefined;
      }
    | {
        variant: 'recruiter-email';
        type?: undefined;
        countryCode?: undefined;
        revealLabel?: undefined;
      }
    | {
        variant: 'country-code';
        /** Dialling code shown before the number, for example `+49`. */
        countryCode: string;
        type?: undefined;
        revealLabel?: undefined;
      }
    | {
        variant: 'password';
        /** Name of the show/hide toggle, for example "Show password". */
        revealLabel: string;
        type?: undefined;
        countryCode?: undefined;
      }
    | { variant: 'date'; type?: undefined; countryCode?: undefined; revealLabel?: undefined }
  );

type TextFieldVariant = NonNullable<TextFieldProps['variant']>;

const INPUT_DEFAULTS = {
  primary: {},
  'recruiter-email': { type: 'email', inputMode: 'email', autoComplete: 'email' },
  'country-code': { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  password: { autoComplete: 'current-password' },
  date: { type: 'date' },
} as const satisfies Record<TextFieldVariant, Partial<ComponentPropsWithRef<'input'>>>;

/**
 * Text field (spec 2.8) in the variants primary, recruiter email, country code (dialling code before
 * the number), password (with a show/hide toggle) and date. A required marker shows when
 * `aria-required` (or `required`) is set; an `error` makes the field invalid (`aria-invalid`) and shows
 * under it, tied with `aria-describedby`.
 *
 * @example
 * <TextField label="Email" variant="recruiter-email" aria-required error={emailError} />
 * <TextField label="Password" variant="password" revealLabel="Show password" />
 * <TextField label="Phone" variant="country-code" countryCode="+49" />
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    hint,
    error,
    className,
    id: idProp,
    variant = 'primary',
    countryCode,
    revealLabel,
    type,
    ...input
  } = props;
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { hintId, errorId } = fieldMessageIds(id);
  const prefixId = `${id}-prefix`;
  const [revealed, setRevealed] = useState(false);
  const invalid = error !== undefined && error !== '';
  const required = isRequired(props);
  const describedBy = [
    input['aria-describedby'],
    variant === 'country-code' ? prefixId : undefined,
    hint ? hintId : undefined,
    invalid ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const inputType =
    variant === 'password' ? (revealed ? 'text' : 'password') : variant === 'primary' ? (type ?? 'text') : undefined;

  return (
    <div
      className={clsx(styles.field, className)}
      data-variant={variant}
      data-status={fieldStatus(input.disabled, input.readOnly, invalid)}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        {variant === 'country-code' ? (
          <span id={prefixId} className={styles.prefix}>
            {countryCode}
          </span>
        ) : null}
        <input
          {...INPUT_DEFAULTS[variant]}
          {...input}
          {...(inputType === undefined ? {} : { type: inputType })}
          id={id}
          className={styles.input}
          aria-required={required || undefined}
          aria-invalid={invalid || input['aria-invalid'] || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        />
        {variant === 'password' ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealLabel}
            aria-pressed={revealed}
            aria-controls={id}
            disabled={input.disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon name={revealed ? 'eye' : 'eye-off'} size={20} />
          </button>
        ) : null}
      </div>
      <FieldMessages id={id} hint={hint} error={error} classes={{ hint: styles.hint, error: styles.error }} />
    </div>
  );
}
