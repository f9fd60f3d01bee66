// What the text field and the dropdown field share: the required rule, the status attribute, and
// the hint and error under the control with the ids the control's aria-describedby lists.

/**
 * Visual status of a form field, as its `data-status` attribute.
 *
 * @example
 * field.dataset.status === ('invalid' satisfies FieldStatus);
 */
export type FieldStatus = 'default' | 'invalid' | 'disabled' | 'read-only';

/**
 * Whether `required` or `aria-required` asks for a value (spec 2.8: the marker is shown from aria-required).
 *
 * @example
 * isRequired({ 'aria-required': 'true' }); // true
 */
export function isRequired(props: {
  required?: boolean | undefined;
  'aria-required'?: boolean | 'true' | 'false' | undefined;
}): boolean {
  return props.required === true || props['aria-required'] === true || props['aria-required'] === 'true';
}

/**
 * The field's status: disabled and read-only before invalid.
 *
 * @example
 * fieldStatus(false, true, true); // 'read-only'
 */
export function fieldStatus(
  disabled: boolean | undefined,
  readOnly: boolean | undefined,
  invalid: boolean,
): FieldStatus {
  if (disabled) return 'disabled';
  if (readOnly) return 'read-only';
  return invalid ? 'invalid' : 'default';
}

/**
 * The ids of a field's hint and error, from the control's id.
 *
 * @example
 * fieldMessageIds('email').errorId; // 'email-error'
 */
export function fieldMessageIds(id: string): { hintId: string; errorId: string } {
  return { hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** Props of {@link FieldMessages}. */
interface FieldMessagesProps {
  /** The control's id; the messages' ids are {@link fieldMessageIds} of it. */
  id: string;
  hint: string | undefined;
  /** The error message; none shows while it is absent or empty (the field is valid). */
  error: string | undefined;
  /** Each field's own classes for the two paragraphs. */
  classes: { readonly hint: string | undefined; readonly error: string | undefined };
}

/**
 * The help text and the error message under a field, each a paragraph with the id the control's
 * `aria-describedby` names. The error is not a live region: it would be announced on every render.
 *
 * @example
 * <FieldMessages id={id} hint={hint} error={error} classes={{ hint: styles.hint, error: styles.error }} />
 */
export function FieldMessages({ id, hint, error, classes }: FieldMessagesProps) {
  const { hintId, errorId } = fieldMessageIds(id);
  return (
    <>
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
