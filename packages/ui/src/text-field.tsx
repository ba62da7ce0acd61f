import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './field-frame.tsx';
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
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(ids) => <input {...rest} {...ids} className={styles.fieldInput} />}
    />
  );
}
