import { FORMS_RELEASED_EVENT, PAGE_HYDRATING_EVENT } from '@portal/contracts/form-hold';

/** A button that sends no form: its press does nothing but what a script makes of it. */
const isPlainButton = (button: HTMLButtonElement): boolean => button.type === 'button' || button.form === null;

/**
 * Remembers the last press of a plain button in a server-drawn page (inside `[data-server-page]`)
 * and presses it again once React hydrates the page (PAGE_HYDRATING_EVENT). Before then such a
 * button has no handler: a member on a slow line who taps the Menu, or a dialog's opener, would see
 * nothing happen and not know whether it took. Only the last press: two taps on a dead button meant
 * one. A button that sends a form is the form hold's (form-hold.ts); a link works without scripts.
 *
 * When the scripts cannot take the page over (FORMS_RELEASED_EVENT) nothing is pressed again: the
 * page stays as the server drew it, and its plain buttons do nothing, as without scripts.
 */
export function holdServerPresses(doc: Document): void {
  let pressed: HTMLButtonElement | undefined;
  let holding = true;
  doc.addEventListener(
    'click',
    (event) => {
      if (!holding || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (button && isPlainButton(button) && button.closest('[data-server-page]')) pressed = button;
    },
    true,
  );
  const stop = (): void => {
    holding = false;
    pressed = undefined;
  };
  doc.addEventListener(
    PAGE_HYDRATING_EVENT,
    () => {
      const button = pressed;
      stop();
      // The server's node, kept by hydration: React hydrates what it is pressed in, then runs the handler.
      if (button?.isConnected && !button.disabled) button.click();
    },
    { once: true },
  );
  doc.addEventListener(FORMS_RELEASED_EVENT, stop, { once: true });
}

/** The shell's entry has asked React to hydrate the server's page: a press held meanwhile is made again. */
export function pressHeldButtons(doc: Document): void {
  doc.dispatchEvent(new Event(PAGE_HYDRATING_EVENT));
}
