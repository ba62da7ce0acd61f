/**
 * How the page's hold and React's forms meet. A server-rendered page is usable before its scripts
 * run, so a member may type into a form and send it before React is there to handle the send: the
 * shell's first, small script (shell/src/hold-forms.ts) holds such a send instead of letting the
 * browser send the form to the page's own address, and React's form, once it has hydrated the
 * server's form, takes it over (`@portal/ui/form/use-form`) and dispatches
 * {@link FORM_TAKEN_OVER_EVENT} on it: a send held for it goes through React's handler then. A DOM
 * event, because the hold, the shell and each remote are separate bundles.
 */
export const FORM_TAKEN_OVER_EVENT = 'portal-form-taken-over';

/**
 * Dispatched on the document by the shell's entry as soon as it runs. From then on a send of a
 * server-drawn form with an address of its own (the sign-in form, posted to /bff/login, which works
 * without scripts) is held too, for React's form, which does more (the challenge a busy account
 * asks for, messages under the fields) — but for {@link HELD_SUBMIT_MAX_MS} at most, after which
 * the browser sends it. Before it, such a form is sent as the browser sends it: nothing may stand
 * between a member and a sign-in while the scripts may never come — except on a page whose scripts
 * the hold itself asks for after the first paint (every page the server draws), where they are sure to
 * be on their way and the send is held from the start, for as long.
 */
export const FORMS_TAKING_OVER_EVENT = 'portal-forms-taking-over';

/** How long a held send of a form that works without scripts waits for React's form. */
export const HELD_SUBMIT_MAX_MS = 3_000;

/**
 * Dispatched on the document when the scripts cannot take the server's page over (its settings
 * could not be read): the hold lets go, and the page works as it does without scripts.
 */
export const FORMS_RELEASED_EVENT = 'portal-forms-released';

/** The attribute the hold sets on `<html>` once it is in place (what a test waits for). */
export const FORM_HOLD_ATTRIBUTE = 'data-form-hold';

/**
 * Dispatched on the document by the shell's entry right after it has asked React to hydrate the
 * server's page. A press of a plain button (one that sends no form: the Menu, a dialog's opener)
 * made before then found no handler; the hold presses it again now, and React, which hydrates at
 * once what a member presses, runs its handler.
 */
export const PAGE_HYDRATING_EVENT = 'portal-page-hydrating';
