import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './text-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label; may hold a link (terms and conditions). */
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, a 24px target, and its error tied to it and announced. */
export function CheckboxField({ label, error, ...rest }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.fieldCheck}>
        <input
          {...rest}
          id={id}
          type="checkbox"
          className={styles.fieldCheckbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label className={styles.fieldCheckLabel} htmlFor={id}>
          {label}
        </label>
      </div>
      <span id={errorId} className={styles.fieldError} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </span>
    </div>
  );
}
