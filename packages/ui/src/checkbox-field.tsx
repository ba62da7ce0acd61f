import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './text-field.css';

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
    <div className="ir-field ir-field--checkbox">
      <div className="ir-field__check">
        <input
          {...rest}
          id={id}
          type="checkbox"
          className="ir-field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label className="ir-field__check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      <span id={errorId} className="ir-field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </span>
    </div>
  );
}
