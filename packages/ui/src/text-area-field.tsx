import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './text-field.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  /** Shows "n / max" under the field; the limit itself is checked by the form's schema. */
  maxCharacters?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

const count = new Intl.NumberFormat('en-JM');

/** A labelled text area whose error is tied to it and announced, styled like TextField. */
export function TextAreaField({ label, error, hint, maxCharacters, value, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const length = value.trim().length;
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
      <textarea
        {...rest}
        value={value}
        id={id}
        className={`${styles.fieldInput} ${styles.fieldTextarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <span className={styles.fieldMeta}>
        <span id={errorId} className={styles.fieldError} role={error ? 'alert' : undefined}>
          {error ?? ''}
        </span>
        {maxCharacters ? (
          // The hint states the limit for screen readers; the running count is for the eyes.
          <span
            className={length > maxCharacters ? `${styles.fieldCount} ${styles.fieldCountOver}` : styles.fieldCount}
            aria-hidden="true"
          >
            {count.format(length)} / {count.format(maxCharacters)}
          </span>
        ) : null}
      </span>
    </div>
  );
}
