import { FORM_HOLD_ATTRIBUTE, FORM_TAKEN_OVER_EVENT, FORMS_RELEASED_EVENT } from '@portal/contracts/form-hold';

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
 * Holds a send of a server-drawn form until React has it. A page the BFF rendered is usable before
 * its scripts run (docs/decisions/0046-server-rendered-remote-pages.md), and its forms have no
 * address of their own: sent by the browser, one would go to the page's own URL and come back as
 * the same page, what was typed gone. So, from this script's first moment, a submit of a form in
 * the server's page (inside `[data-server-page]`, which the shell's entry removes just before
 * React hydrates it) is held, the last one per form; when React's form has hydrated it and carried
 * what was typed (`@portal/ui/form/take-over.ts`), it says so, and the held send goes through
 * React's handler: `requestSubmit` with the same button, so the member's press is not lost.
 *
 * Not held: a form with an `action` of its own, which works without scripts (the sign-in form,
 * posted to /bff/login, has its own hold: features/login/server-login-form.ts), and any form once
 * React's root is there (React itself hydrates a form a member presses, then sends it).
 *
 * Never worse than without the scripts: when they cannot take the page over (FORMS_RELEASED_EVENT,
 * from the shell's entry), the held sends go as the browser would have sent them, and nothing is
 * held any more.
 */
export function holdServerForms(doc: Document): void {
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  let holding = true;
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!holding || !(form instanceof HTMLFormElement)) return;
      if (form.hasAttribute('action') || !form.closest('[data-server-page]')) return;
      event.preventDefault();
      held.set(form, event.submitter);
    },
    // Capture: before anything of the page's own could act on the submit.
    true,
  );
  doc.addEventListener(FORM_TAKEN_OVER_EVENT, (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !held.has(form)) return;
    const submitter = held.get(form) ?? null;
    held.delete(form);
    // After the commit that hydrated the form (the event comes from within it): its handler is in place.
    setTimeout(() => {
      if (form.isConnected) form.requestSubmit(submitterOf(form, submitter));
    }, 0);
  });
  doc.addEventListener(
    FORMS_RELEASED_EVENT,
    () => {
      holding = false;
      for (const [form, submitter] of held) if (form.isConnected) form.requestSubmit(submitterOf(form, submitter));
      held.clear();
    },
    { once: true },
  );
  doc.documentElement.setAttribute(FORM_HOLD_ATTRIBUTE, '');
}

/** The scripts cannot take the server's page over: its forms work as they do without scripts. */
export function releaseServerForms(doc: Document): void {
  doc.dispatchEvent(new Event(FORMS_RELEASED_EVENT));
}
