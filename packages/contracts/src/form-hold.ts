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
 * Dispatched on the document when the scripts cannot take the server's page over (its settings
 * could not be read): the hold lets go, and the page works as it does without scripts.
 */
export const FORMS_RELEASED_EVENT = 'portal-forms-released';

/** The attribute the hold sets on `<html>` once it is in place (what a test waits for). */
export const FORM_HOLD_ATTRIBUTE = 'data-form-hold';
