import { type ReactNode, useId } from 'react';
import styles from './text-field.module.css';

/** What a control inside a FieldFrame puts on itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame every text control sits in (TextField, TextAreaField): its label, its hint, and its
 * error, tied to the control (aria-describedby) and announced when it appears. `control` draws
 * the input itself with the ids it is given; `beside` sits on the error's line (a character count).
 */
export function FieldFrame({
  label,
  hint,
  error,
  beside,
  control,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  beside?: ReactNode;
  control: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const message = (
    <span id={errorId} className={styles.fieldError} role={error ? 'alert' : undefined}>
      {error ?? ''}
    </span>
  );
  return (
    <div className={styles.field}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={styles.fieldHint}>
          {hint}
        </span>
      ) : null}
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {beside === undefined ? (
        message
      ) : (
        <span className={styles.fieldMeta}>
          {message}
          {beside}
        </span>
      )}
    </div>
  );
}
