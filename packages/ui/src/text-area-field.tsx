import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import { formatNumber } from './format/format-number.ts';
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

/** A labelled text area whose error is tied to it and announced, in TextField's frame. */
export function TextAreaField({ label, error, hint, maxCharacters, value, ...rest }: TextAreaFieldProps) {
  const length = value.trim().length;
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      beside={
        maxCharacters ? (
          // The hint states the limit for screen readers; the running count is for the eyes.
          <span
            className={length > maxCharacters ? `${styles.fieldCount} ${styles.fieldCountOver}` : styles.fieldCount}
            aria-hidden="true"
          >
            {formatNumber(length)} / {formatNumber(maxCharacters)}
          </span>
        ) : null
      }
      control={(ids) => (
        <textarea {...rest} {...ids} value={value} className={`${styles.fieldInput} ${styles.fieldTextarea}`} />
      )}
    />
  );
}
