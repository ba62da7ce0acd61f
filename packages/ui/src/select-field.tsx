import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import './text-field.css';

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
    <div className="ir-field">
      <label className="ir-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="ir-field__hint">
          {hint}
        </span>
      ) : null}
      <select
        {...rest}
        id={id}
        className="ir-field__input ir-field__select"
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
      <span id={errorId} className="ir-field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </span>
    </div>
  );
}
