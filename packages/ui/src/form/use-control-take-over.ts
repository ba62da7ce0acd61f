import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * What `root` holds: a text field's text, a select's selected options, or the ticked checkboxes
 * inside it, by value, in order. Undefined for an element with no checkbox in it yet (a list still
 * behind its Suspense fallback, drawn by React: there is nothing the member can have ticked).
 */
function chosenIn(root: HTMLElement): string[] | undefined {
  if (root instanceof HTMLInputElement || root instanceof HTMLTextAreaElement) return [root.value];
  if (root instanceof HTMLSelectElement) return [...root.selectedOptions].map((option) => option.value);
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  return boxes.length > 0 ? boxes.filter((box) => box.checked).map((box) => box.value) : undefined;
}

const sameChoice = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * What the member did to a control that acts on change, outside any form, before React had the
 * page — boxes ticked, an option picked, a search typed in a page the server drew while its scripts
 * were still on their way — handed to `carry` once React has hydrated it, as if done then: a
 * catalogue filter ticked early filters, a sort picked early sorts, a search typed early searches.
 * `root` is a text field (`[text]`), a select (its selected values), or an element holding
 * checkboxes (the ticked ones' `value`s); `shown` is what React rendered, in the same form. Nothing
 * happens when the two agree, as they do on a page React drew itself.
 *
 * Why: React 19 keeps a box's tick, a select's option and a field's text as the member left them
 * while it hydrates (what the member sees), but its state still holds the server's, and its
 * handlers never heard of the change: the box shows ticked and nothing is filtered. Forms carry
 * what was typed into them with useTakeOver (take-over.ts); these controls belong to no form.
 *
 * Read in the commit that hydrated them, before any render can write the state back over them;
 * handed over after it, when the page's handlers (a navigation) can act.
 */
export function useControlTakeOver(
  root: RefObject<HTMLElement | null>,
  shown: readonly string[],
  carry: (chosen: string[]) => void,
): void {
  // The first render's: the take-over is once per mounted control.
  const first = useRef({ shown, carry });
  const chosen = useRef<string[] | undefined>(undefined);
  // Once per mounted control, StrictMode's second mount included (it keeps refs, not the DOM's state).
  const read = useRef(false);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || read.current) return;
    read.current = true;
    const now = chosenIn(element);
    if (now && !sameChoice(now, first.current.shown)) chosen.current = now;
  }, [root]);
  useEffect(() => {
    const now = chosen.current;
    chosen.current = undefined;
    if (now) first.current.carry(now);
  }, []);
}
