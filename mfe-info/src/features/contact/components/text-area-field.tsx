import { type Ref, type TextareaHTMLAttributes, useId } from 'react';

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

/** A labelled text area whose error is tied to it and announced, styled like @portal/ui's TextField. */
export function TextAreaField({ label, error, hint, maxCharacters, value, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const length = value.trim().length;
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
      <textarea
        {...rest}
        value={value}
        id={id}
        className="ir-field__input ir-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <span className="ir-field__meta">
        <span id={errorId} className="ir-field__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </span>
        {maxCharacters ? (
          // The hint states the limit for screen readers; the running count is for the eyes.
          <span
            className={`ir-field__count${length > maxCharacters ? ' ir-field__count--over' : ''}`}
            aria-hidden="true"
          >
            {count.format(length)} / {count.format(maxCharacters)}
          </span>
        ) : null}
      </span>
    </div>
  );
}
