import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import styles from './text-field.module.css';

interface SelectOption {
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
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(ids) => (
        <select {...rest} {...ids} className={`${styles.fieldInput} ${styles.fieldSelect}`}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
