import { FORM_TAKEN_OVER_EVENT } from '@portal/contracts/form-hold';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { isoDayOf } from './day-text.ts';

/** A select shows the state's value only when one of its options has it. */
const hasOption = (select: HTMLSelectElement, value: string): boolean =>
  [...select.options].some((option) => option.value === value);

/** The option a browser shows in a select that no option asks for: the first that can be chosen. */
const browsersPick = (select: HTMLSelectElement): number => [...select.options].findIndex((option) => !option.disabled);

/**
 * What the member typed into `form` before React had it: for each key of `current` whose field
 * (found by name) holds another value — the text of an input, textarea or select, a radio group's
 * choice, a checkbox's tick for a boolean value, a DateField's day (ISO, once its text is a whole
 * day). Keys without a field, hidden and file inputs, and values of other kinds are left out. A
 * form React drew itself holds its state, so this is empty.
 *
 * Why the select rule: a select whose state names none of its options shows the browser's own first
 * pick, which nobody chose; only another choice is the member's.
 */
function typedIntoForm<Values extends object>(form: HTMLFormElement, current: Values): Partial<Values> {
  const typed: Partial<Values> = {};
  for (const [key, value] of Object.entries(current) as Array<[keyof Values & string, unknown]>) {
    const field = form.elements.namedItem(key);
    if (field === null) continue;
    if (typeof value === 'boolean') {
      if (field instanceof HTMLInputElement && field.type === 'checkbox' && field.checked !== value) {
        typed[key] = field.checked as Values[typeof key];
      }
      continue;
    }
    if (typeof value !== 'string') continue;
    let now: string | undefined;
    if (field instanceof RadioNodeList) now = field.value;
    else if (field instanceof HTMLSelectElement) {
      const unchosen = !hasOption(field, value) && field.selectedIndex === browsersPick(field);
      now = field.multiple || unchosen ? undefined : field.value;
    } else if (field instanceof HTMLTextAreaElement) now = field.value;
    else if (field instanceof HTMLInputElement && !['hidden', 'file', 'checkbox', 'radio'].includes(field.type)) {
      // A DateField shows its value as day text: the form's value is the ISO day of it, as its onChange gives.
      now = field.hasAttribute('data-day-text') ? (isoDayOf(field.value) ?? field.value) : field.value;
    }
    if (now !== undefined && now !== value) typed[key] = now as Values[typeof key];
  }
  return typed;
}

/**
 * React takes a form over, once, as soon as it is mounted (for a server-rendered page: hydrated).
 * `carry` gets what the member typed into the server's form before (typedIntoForm): React 19 keeps
 * such text in the DOM while it hydrates, but its state still holds the initial value, which a
 * send would use and the next render would write back over the text. Then the page's hold is told
 * (`@portal/contracts/form-hold`): a send the member asked for before goes through React's handler
 * now, with the carried values.
 *
 * Why a layout effect: it runs within the commit that hydrated the form, before any other render
 * could draw the initial value over what was typed.
 */
export function useTakeOver<Values extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  current: () => Values,
  carry: (typed: Partial<Values>) => void,
): void {
  // The first render's functions: the take-over is once per mounted form.
  const first = useRef({ current, carry });
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedIntoForm(form, first.current.current());
    if (Object.keys(typed).length > 0) first.current.carry(typed);
    form.dispatchEvent(new Event(FORM_TAKEN_OVER_EVENT, { bubbles: true }));
  }, [formRef]);
}
