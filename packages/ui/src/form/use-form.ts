import { type FieldErrors, validateForm } from '@portal/validation/field-errors';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import type * as v from 'valibot';
import { useTakeOver } from './take-over.ts';

/** The keys of a form's values that hold text (what an input or a select edits). */
export type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/** What ties an input or a select to one text value of a form. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

/** When a form's messages are worked out again between submits. */
export interface UseFormOptions {
  /**
   * 'change' (the default): after the first submit every change is checked again, so a message
   * comes and goes as the member types. 'submit': only a submit checks; a change to a field drops
   * that field's message (the login and contact forms, whose members expect no message while
   * typing).
   */
  recheckOn?: 'change' | 'submit';
}

/**
 * A form's values, its errors and its checks. Messages appear on submit; after the first submit
 * each change is checked again (unless `recheckOn: 'submit'`), so a message goes away as soon as
 * the input is right. Messages from the provider stay until their field changes. Nothing the
 * member typed is ever cleared, and the first field with a problem gets the focus. Nor is what
 * they typed into a server-rendered form before hydration: once mounted, the values the form's
 * fields hold (by name, in the `<form ref={formRef}>`) become the state (take-over.ts).
 */
export function useForm<Values extends object, Schema extends v.GenericSchema>(
  schema: Schema,
  initial: Values,
  { recheckOn = 'change' }: UseFormOptions = {},
) {
  const [values, setValuesState] = useState<Values>(initial);
  // The latest values, also between renders, so quick successive changes build on each other.
  const latest = useRef<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  const serverErrors = useRef<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const recheck = useCallback(
    (next: Values, changed: readonly string[]) => {
      if (recheckOn === 'submit') {
        setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !changed.includes(name))));
        return;
      }
      const client = submitted.current ? validateForm(schema, next) : null;
      setErrors({ ...serverErrors.current, ...(client && !client.ok ? client.errors : {}) });
    },
    [schema, recheckOn],
  );

  const setValue = useCallback(
    <K extends keyof Values>(key: K, value: Values[K]) => {
      const field = String(key);
      serverErrors.current = Object.fromEntries(
        Object.entries(serverErrors.current).filter(([name]) => name !== field && !name.startsWith(`${field}.`)),
      );
      const next = { ...latest.current, [key]: value };
      latest.current = next;
      setValuesState(next);
      recheck(next, [field]);
    },
    [recheck],
  );

  /**
   * Replaces several values at once (e.g. a town chosen also fills in its parish); `change` may
   * be worked out from the current values (fill only what is still empty).
   */
  const setValues = useCallback(
    (change: Partial<Values> | ((current: Values) => Partial<Values>)) => {
      const partial = typeof change === 'function' ? change(latest.current) : change;
      const next = { ...latest.current, ...partial };
      latest.current = next;
      setValuesState(next);
      recheck(next, Object.keys(partial));
    },
    [recheck],
  );

  // What the member typed into the server's form before the scripts came becomes the state, and a
  // send they asked for meanwhile goes through this form (take-over.ts): the form's `formRef` on
  // its <form> is all it takes.
  useTakeOver(formRef, () => latest.current, setValues);

  const focusField = useCallback((field: string) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)?.focus();
  }, []);

  /** Checks everything: the output, or null after showing the messages and focusing the first. */
  const check = useCallback((): v.InferOutput<Schema> | null => {
    submitted.current = true;
    serverErrors.current = {};
    const checked = validateForm(schema, latest.current);
    if (checked.ok) {
      setErrors({});
      return checked.value;
    }
    setErrors(checked.errors);
    const first = Object.keys(checked.errors)[0];
    if (first !== undefined) focusField(first);
    return null;
  }, [schema, focusField]);

  /** Messages from the provider, per field (an error body's `errors`, or a field check). */
  const showFieldErrors = useCallback(
    (fieldErrors: FieldErrors, focus = true) => {
      serverErrors.current = { ...serverErrors.current, ...fieldErrors };
      setErrors((current) => ({ ...current, ...fieldErrors }));
      const first = Object.keys(fieldErrors)[0];
      if (focus && first !== undefined) focusField(first);
    },
    [focusField],
  );

  /** Drops a provider message for a field (its value was checked again and is fine). */
  const clearFieldError = useCallback((field: string) => {
    const { [field]: _dropped, ...rest } = serverErrors.current;
    serverErrors.current = rest;
    setErrors((current) => {
      const { [field]: _gone, ...others } = current;
      return others;
    });
  }, []);

  /** `{...bind('firstName')}` on a TextField or SelectField: its name, value, change and error. */
  const bind = useCallback(
    <K extends TextKey<Values>>(key: K): BoundField => ({
      name: key,
      value: values[key] as string,
      onChange: (event) => setValue(key, event.target.value as Values[K]),
      error: errors[key],
    }),
    [values, errors, setValue],
  );

  return { values, setValue, setValues, errors, bind, check, showFieldErrors, clearFieldError, formRef };
}

/** The per-field messages of a provider error body (`errors: [{ field, message }]`), first per field. */
export function fieldErrorsOfFailure(failure: unknown): FieldErrors {
  const list = (failure as { errors?: Array<{ field?: string; message: string }> } | null)?.errors ?? [];
  const errors: FieldErrors = {};
  for (const entry of list) if (entry.field && errors[entry.field] === undefined) errors[entry.field] = entry.message;
  return errors;
}
