import { AFTER_PAINT_SCRIPTS_ID } from '@portal/contracts/after-paint';
import {
  FORM_HOLD_ATTRIBUTE,
  FORM_TAKEN_OVER_EVENT,
  FORMS_RELEASED_EVENT,
  FORMS_TAKING_OVER_EVENT,
  HELD_SUBMIT_MAX_MS,
} from '@portal/contracts/form-hold';

/** The submit button a held send is sent again with, when it is still that form's. */
const submitterOf = (
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): HTMLButtonElement | HTMLInputElement | undefined =>
  (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
  submitter.form === form &&
  submitter.isConnected
    ? submitter
    : undefined;

/**
 * Holds a send of a server-drawn form until React has it: the one hold of the portal's pages,
 * the sign-in form's included. A page the BFF rendered is usable before its scripts run
 * (docs/decisions/0046-server-rendered-remote-pages.md), but most of its forms have no address of
 * their own: sent by the browser, one would go to the page's own URL and come back as the same
 * page, what was typed gone. So, from this script's first moment, a submit of a form in the
 * server's page (inside `[data-server-page]`, which the shell's entry removes just before React
 * hydrates it) is held, the last one per form; when React's form has hydrated it and carried what
 * was typed (`@portal/ui/form/take-over.ts`), it says so, and the held send goes through React's
 * handler: `requestSubmit` with the same button, so the member's press is not lost.
 *
 * A form with an `action` of its own works without scripts (the sign-in form, posted to
 * /bff/login): it is held only once the shell's scripts are sure to come — once the entry runs
 * (FORMS_TAKING_OVER_EVENT), or from the start on a page whose scripts this script itself runs
 * after the first paint (every page the server draws: scripts-after-paint.ts) — and for
 * HELD_SUBMIT_MAX_MS at most, after which the browser sends it. Why the start there: its scripts
 * are asked for only once it is on screen, so a member (or a test) quick to send it would take the
 * scriptless path, which cannot ask for a challenge or keep the page. Nothing is held once React's
 * root is there (React itself hydrates a form a member presses, then sends it).
 *
 * Never worse than without the scripts: when they cannot take the page over (FORMS_RELEASED_EVENT,
 * from the shell's entry), the held sends go as the browser would have sent them, and nothing is
 * held any more.
 */
export function holdServerForms(doc: Document): void {
  const held = new Map<
    HTMLFormElement,
    { submitter: HTMLElement | null; timer: ReturnType<typeof setTimeout> | undefined }
  >();
  /** Sends the browser makes itself now: let through once. */
  const passing = new WeakSet<HTMLFormElement>();
  let holding = true;
  let takingOver = false;
  /** The browser sends a held form as it would have without scripts. */
  const letGo = (form: HTMLFormElement): void => {
    const hold = held.get(form);
    if (!hold) return;
    held.delete(form);
    clearTimeout(hold.timer);
    if (!form.isConnected) return;
    passing.add(form);
    form.requestSubmit(submitterOf(form, hold.submitter));
  };
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || passing.has(form)) {
        if (form instanceof HTMLFormElement) passing.delete(form);
        return;
      }
      if (!holding || !form.closest('[data-server-page]')) return;
      const ownAddress = form.hasAttribute('action');
      // Read at the send, not at start: this script may run before the parser reaches the block.
      if (ownAddress && !takingOver && !doc.getElementById(AFTER_PAINT_SCRIPTS_ID)) return;
      event.preventDefault();
      const timer =
        held.get(form)?.timer ?? (ownAddress ? setTimeout(() => letGo(form), HELD_SUBMIT_MAX_MS) : undefined);
      held.set(form, { submitter: event.submitter, timer });
    },
    // Capture: before anything of the page's own could act on the submit.
    true,
  );
  doc.addEventListener(FORMS_TAKING_OVER_EVENT, () => {
    takingOver = true;
  });
  doc.addEventListener(FORM_TAKEN_OVER_EVENT, (event) => {
    const form = event.target;
    const hold = form instanceof HTMLFormElement ? held.get(form) : undefined;
    if (!(form instanceof HTMLFormElement) || !hold) return;
    held.delete(form);
    clearTimeout(hold.timer);
    // After the commit that hydrated the form (the event comes from within it): its handler is in place.
    setTimeout(() => {
      if (form.isConnected) form.requestSubmit(submitterOf(form, hold.submitter));
    }, 0);
  });
  doc.addEventListener(
    FORMS_RELEASED_EVENT,
    () => {
      holding = false;
      for (const form of [...held.keys()]) letGo(form);
    },
    { once: true },
  );
  doc.documentElement.setAttribute(FORM_HOLD_ATTRIBUTE, '');
}

/** The shell's entry runs: from now on a form that works without scripts is held for React's form too. */
export function takeOverServerForms(doc: Document): void {
  doc.dispatchEvent(new Event(FORMS_TAKING_OVER_EVENT));
}

/** The scripts cannot take the server's page over: its forms work as they do without scripts. */
export function releaseServerForms(doc: Document): void {
  doc.dispatchEvent(new Event(FORMS_RELEASED_EVENT));
}
