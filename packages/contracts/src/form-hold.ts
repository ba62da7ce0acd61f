/**
 * How a form tells the page's hold that React has it. A server-rendered page is usable before its
 * scripts run, so a member may type into a form and send it before React is there to handle the
 * send: the page's hold (a first, small script of the shell's) holds such a send instead of
 * letting the browser send the form to the page's own address, and React's form, once mounted,
 * takes it over (`@portal/ui/form/use-form`): it marks itself with {@link FORM_TAKEN_OVER} (the hold
 * then leaves its sends to React) and dispatches {@link FORM_TAKEN_OVER_EVENT} (a send held for it
 * goes through React's handler now). A global symbol and a DOM event, because the hold, the shell
 * and each remote are separate bundles with separate module instances.
 */
export const FORM_TAKEN_OVER: unique symbol = Symbol.for('portal.form-taken-over');

/** Dispatched (bubbling) on a form element once React has it; see {@link FORM_TAKEN_OVER}. */
export const FORM_TAKEN_OVER_EVENT = 'portal-form-taken-over';
