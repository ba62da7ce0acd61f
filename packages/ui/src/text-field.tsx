import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's error, shown beside it and announced; undefined when valid. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it (aria-describedby) and announced when it appears. */
export function TextField({ label, error, hint, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      <input
        {...rest}
        id={id}
        className={styles.fieldInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <span id={errorId} className={styles.fieldError} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </span>
    </div>
  );
}
