import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import styles from './text-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"); omit when a value is always chosen. */
  placeholder?: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose error is tied to it and announced, like TextField. */
export function SelectField({ label, options, placeholder, error, hint, ...rest }: SelectFieldProps) {
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
      <select
        {...rest}
        id={id}
        className={`${styles.fieldInput} ${styles.fieldSelect}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span id={errorId} className={styles.fieldError} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </span>
    </div>
  );
}
