import { type ChangeEvent, type InputHTMLAttributes, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FieldFrame } from './field-frame.tsx';
import { dayTextOf, isoDayOf } from './form/day-text.ts';
import styles from './text-field.module.css';

export interface DateFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> {
  label: string;
  /** The form's value: an ISO day ("1992-05-17"), or what was typed while it is not a whole day yet. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  hint?: string;
}

/**
 * A day typed day first, as members in Jamaica write it ("17/05/1992"), whatever the browser's
 * language: a native date input shows mm/dd/yyyy to an en-US browser. The form receives the ISO
 * day once the text is a whole, real day, and the text itself before (so its check says what is
 * wrong); a stored day is shown day first.
 */
export function DateField({ label, error, hint, value, onChange, ...rest }: DateFieldProps) {
  const [text, setText] = useState(() => dayTextOf(value));
  // Text typed into the server's page before hydration is this field's text (React keeps it in the
  // DOM while hydrating, not in this state, which the next render would write over it); the form
  // reads it as its value through `data-day-text` (form/take-over.ts), in a layout effect after this one.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined) setText((current) => (typed === current ? current : typed));
  }, []);
  // A value set from outside (a reset, the account arriving) is shown; one that came from this
  // field's own text is left as typed.
  useEffect(() => {
    setText((typed) => ((isoDayOf(typed) ?? typed) === value ? typed : dayTextOf(value)));
  }, [value]);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(ids) => (
        <input
          {...rest}
          {...ids}
          ref={input}
          data-day-text=""
          type="text"
          inputMode="numeric"
          placeholder="DD/MM/YYYY"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const day = isoDayOf(event.target.value);
            // The form reads target.value only: hand it the ISO day when there is one.
            onChange(day === null ? event : ({ ...event, target: { ...event.target, value: day } } as typeof event));
          }}
          onBlur={(event) => {
            const day = isoDayOf(text);
            if (day) setText(dayTextOf(day));
            rest.onBlur?.(event);
          }}
          className={styles.fieldInput}
        />
      )}
    />
  );
}
