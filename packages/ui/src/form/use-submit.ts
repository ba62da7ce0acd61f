import type { FieldErrors } from '@portal/validation/field-errors';
import { type FormEvent, useRef, useState } from 'react';
import { fieldErrorsOfFailure } from './use-form.ts';

/** What `useSubmit` needs of a form: `useForm`'s `check` and `showFieldErrors`. */
export interface CheckedForm<Output> {
  check(): Output | null;
  showFieldErrors(fieldErrors: FieldErrors, focus?: boolean): void;
}

export interface UseSubmitOptions {
  /**
   * The form's message for a refusal that names no field: the api-client's `messageOf`, or the
   * form's own wording (the card form also tells the shell here, which shows its own message).
   */
  onFailure: (rejection: unknown) => string;
  /** A refusal the form deals with itself first (a refused captcha): true when it did. */
  handled?: (rejection: unknown) => boolean;
  /** Whether a refusal naming fields moves the focus to the first of them (default true). */
  focusRefusedField?: boolean;
}

/**
 * A form's send, the same in every form. The values are checked first: wrong ones show their
 * messages and nothing is sent. A second press while a send is under way does nothing. A refusal
 * that names fields shows beside them, any other as the form's `failure`; what was typed stays.
 *
 * Why a ref and not the `busy` state for the guard: two submits in one frame (a double Enter)
 * would both see `busy` false in the render they came from, and both would send.
 */
export function useSubmit<Output>(
  form: CheckedForm<Output>,
  send: (value: Output) => Promise<void>,
  { onFailure, handled, focusRefusedField = true }: UseSubmitOptions,
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const value = form.check();
    if (value === null) return;
    sending.current = true;
    setBusy(true);
    try {
      await send(value);
    } catch (rejection) {
      if (handled?.(rejection)) return;
      const fieldErrors = fieldErrorsOfFailure(rejection);
      if (Object.keys(fieldErrors).length > 0) form.showFieldErrors(fieldErrors, focusRefusedField);
      else setFailure(onFailure(rejection));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return { onSubmit, busy, failure };
}
