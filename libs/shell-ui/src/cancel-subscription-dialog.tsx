'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { validateEmail } from '@therapy-shell/core';
import type { Translate } from '@therapy-shell/i18n';
import { Button } from './button.tsx';
import { PlainLink, type LinkComponent } from './link.tsx';
import { Modal } from './modal.tsx';
import { TextField } from './text-field.tsx';
import styles from './cancel-subscription-dialog.module.css';

/**
 * The states of the cancellation dialog (spec 4.1), as its content's `data-state` attribute. An
 * invalid email keeps the `initial` state, with the message under the field.
 *
 * @example
 * dialog.querySelector('[data-dialog="cancel-subscription"]')?.getAttribute('data-state') === ('success' satisfies CancelSubscriptionState);
 */
export type CancelSubscriptionState = 'initial' | 'submitting' | 'success' | 'cannot-unsubscribe' | 'error';

/**
 * Props of the subscription cancellation dialog.
 *
 * @example
 * const props: CancelSubscriptionDialogProps = {
 *   open,
 *   onOpenChange: setOpen,
 *   onSubmit: (email) => shellApi.unsubscribe(email),
 *   accountSettingsHref: cancelSettingsLoginPath(),
 *   onEvent: (event) => analytics.track(event),
 *   t,
 * };
 */
export interface CancelSubscriptionDialogProps {
  open: boolean;
  /** Called with `false` when the dialog closes (close button, Escape, backdrop, OK). */
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the cancellation request (POST /api/subscription/unsubscribe/). The answer's `kind` (that
   * of request's `UnsubscribeResult`, spec 8.2) picks the state; a rejected promise, or an answer
   * without a known kind, is the error state.
   */
  onSubmit: (email: string) => Promise<{ readonly kind: 'success' | 'cannot-unsubscribe' | 'error' }>;
  /** Account Settings through login: `/login?redir=` the cancel settings page (spec 2.1, 4.1). */
  accountSettingsHref: string;
  /** Receives the dialog's analytics events (spec 7.2); a throwing handler never breaks the dialog. */
  onEvent?:
    ((event: 'cancel_confirm_clicked' | 'cancel_error_modal_shown' | 'cancel_confirmed_shown') => void) | undefined;
  /** Translator of the current language. */
  t: Translate;
  /** Injected router link for the Account Settings link; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined;
}

/**
 * What the cancellation request answered.
 *
 * @example
 * const outcome: CancelSubscriptionOutcome = { kind: 'cannot-unsubscribe' };
 */
export type CancelSubscriptionOutcome = Awaited<ReturnType<CancelSubscriptionDialogProps['onSubmit']>>;

/**
 * An analytics event of the dialog.
 *
 * @example
 * const event: CancelSubscriptionEvent = 'cancel_confirmed_shown';
 */
export type CancelSubscriptionEvent = Parameters<NonNullable<CancelSubscriptionDialogProps['onEvent']>>[0];

function stateOf(outcome: CancelSubscriptionOutcome | null | undefined): CancelSubscriptionState {
  const kind = outcome?.kind;
  if (kind === 'success' || kind === 'cannot-unsubscribe') return kind;
  return 'error';
}

const RESULT_STATES: readonly CancelSubscriptionState[] = ['success', 'cannot-unsubscribe', 'error'];

/**
 * The subscription cancellation dialog (spec 4.1, 5). `initial`: the email form (required, then a
 * valid address: "Please enter an email address" / "Invalid email address" under the field, which
 * gets focus). `submitting`: the field disabled, the confirm button busy (`aria-disabled`, clicks
 * ignored, still focused so focus stays in the dialog). `success`: the confirmation and OK.
 * `cannot-unsubscribe`: "Unable to process cancellation request" and its text. `error` (any other
 * answer, or a failed call): the internal error message, the Account Settings link through login
 * and the try-later suggestion. Focus moves to the outcome's text when it shows. Events: confirm
 * activated, error shown, confirmation shown. Each opening starts again at `initial`.
 *
 * @example
 * <CancelSubscriptionDialog
 *   open={open}
 *   onOpenChange={setOpen}
 *   onSubmit={(email) => shellApi.unsubscribe(email)}
 *   accountSettingsHref="/login?redir=%2Faccount%2Fcancel%2F"
 *   onEvent={(event) => analytics.track(event)}
 *   t={t}
 *   linkComponent={RouterLink}
 * />
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  onSubmit,
  accountSettingsHref,
  onEvent,
  t,
  linkComponent: Link = PlainLink,
}: CancelSubscriptionDialogProps) {
  const [state, setState] = useState<CancelSubscriptionState>('initial');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  // Each opening starts again at the form (adjusting state on a prop change, during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setState('initial');
      setEmail('');
      setEmailError(undefined);
    }
  }
  // An answer that arrives after the dialog closed (or reopened) must not touch the new session.
  const session = useRef(0);
  useEffect(
    () => () => {
      session.current += 1;
    },
    [open],
  );
  const fieldRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  // The outcome replaces the form (and the focused button): move focus to its text so it is read.
  useEffect(() => {
    if (open && RESULT_STATES.includes(state)) resultRef.current?.focus();
  }, [open, state]);

  const report = (event: CancelSubscriptionEvent) => {
    try {
      onEvent?.(event);
    } catch {
      // Analytics must never break the dialog; the tracker reports its own failures.
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'initial') return;
    report('cancel_confirm_clicked');
    const validation = validateEmail(email);
    if (!validation.valid) {
      setEmailError(t(validation.messageKey));
      fieldRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    setState('submitting');
    // The field is about to be disabled: keep focus in the dialog, on the busy confirm button.
    confirmRef.current?.focus();
    const started = session.current;
    let next: CancelSubscriptionState;
    try {
      next = stateOf(await onSubmit(email.trim()));
    } catch {
      next = 'error';
    }
    if (started !== session.current) return;
    setState(next);
    if (next === 'success') report('cancel_confirmed_shown');
    else report('cancel_error_modal_shown');
  };

  const close = () => onOpenChange(false);
  const titles = {
    initial: t('cancel.title'),
    submitting: t('cancel.title'),
    success: t('cancel.success.title'),
    'cannot-unsubscribe': t('cancel.cannotUnsubscribe.title'),
    error: t('cancel.error.title'),
  } satisfies Record<CancelSubscriptionState, string>;

  let body: ReactNode;
  let footer: ReactNode;
  if (state === 'initial' || state === 'submitting') {
    const submitting = state === 'submitting';
    body = (
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.text}>{t('cancel.intro')}</p>
        <TextField
          ref={fieldRef}
          label={t('cancel.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          aria-required
          hint={t('cancel.accuracyNotice')}
          error={emailError}
          value={email}
          disabled={submitting}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(undefined);
          }}
        />
        <p className={styles.status} role="status">
          {submitting ? t('cancel.submitting') : ''}
        </p>
      </form>
    );
    footer = (
      <Button ref={confirmRef} type="submit" form={formId} variant="danger" loading={submitting}>
        {t('cancel.confirm')}
      </Button>
    );
  } else {
    body = (
      <div ref={resultRef} className={styles.result} tabIndex={-1}>
        {state === 'success' ? <p className={styles.text}>{t('cancel.success.text')}</p> : null}
        {state === 'cannot-unsubscribe' ? <p className={styles.text}>{t('cancel.cannotUnsubscribe.text')}</p> : null}
        {state === 'error' ? (
          <>
            <p className={styles.text}>{t('cancel.error.text')}</p>
            <p className={styles.text}>
              {t('cancel.error.accountSettingsHint')}{' '}
              <Link href={accountSettingsHref}>{t('cancel.error.accountSettingsLink')}</Link>
            </p>
            <p className={styles.text}>{t('cancel.error.tryLater')}</p>
          </>
        ) : null}
      </div>
    );
    footer = <Button onClick={close}>{t('cancel.success.ok')}</Button>;
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={titles[state]} closeLabel={t('cancel.close')} footer={footer}>
      <div data-dialog="cancel-subscription" data-state={state}>
        {body}
      </div>
    </Modal>
  );
}
