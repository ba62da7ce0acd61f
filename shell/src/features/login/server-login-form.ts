import { LOGIN_FORM_ID } from './login-form-id.ts';

/**
 * What a member did in the server-rendered sign-in form before the scripts arrived: typed values,
 * the field with the focus, and the refusal the server showed. React then draws the same form
 * with these, so a member who started typing on a slow line loses nothing.
 */
export interface CarriedLoginForm {
  memberId?: string | undefined;
  password?: string | undefined;
  failure?: string | undefined;
  /** The name of the field that had the focus. */
  focused?: string | undefined;
}

let carried: CarriedLoginForm | undefined;
/** A send of the server's form held for React's form (holdServerLoginForm), and how to let it go natively. */
let held: { release(): void; sendToReact: boolean } | undefined;

/** How long a held send waits for React to take the form over before the browser sends it itself. */
const HELD_SUBMIT_MAX_MS = 3_000;

/**
 * Once the scripts run, a send of the server's form waits for React's form, which does more (the
 * challenge a busy account asks for, messages under the fields): it is held here, from the
 * scripts' first moment, and sent again by takeOverServerLoginForm. Never worse than without the
 * scripts: if React has not taken the form over within HELD_SUBMIT_MAX_MS, the browser sends it.
 */
export function holdServerLoginForm(root: HTMLElement): void {
  const form = root.querySelector(`#${LOGIN_FORM_ID}`);
  if (!(form instanceof HTMLFormElement)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    if (!held) return;
    held.sendToReact = true;
    timer ??= setTimeout(() => held?.release(), HELD_SUBMIT_MAX_MS);
  };
  form.addEventListener('submit', onSubmit);
  held = {
    sendToReact: false,
    release() {
      form.removeEventListener('submit', onSubmit);
      clearTimeout(timer);
      const send = held?.sendToReact === true;
      held = undefined;
      // Still the server's form (React has not replaced it): the browser posts it to /bff/login.
      if (send && form.isConnected) form.submit();
    },
  };
}

const fieldValue = (form: HTMLFormElement, name: string): string | undefined => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : undefined;
};

/**
 * Reads the server-rendered sign-in form in `root`, just before React replaces it. Nothing
 * happens when the page holds none (every page but a signed-out /login, and SERVER_RENDER=false).
 */
export function captureServerLoginForm(root: HTMLElement): void {
  const form = root.querySelector(`#${LOGIN_FORM_ID}`);
  if (!(form instanceof HTMLFormElement)) return;
  const active = document.activeElement;
  carried = {
    memberId: fieldValue(form, 'memberId'),
    password: fieldValue(form, 'password'),
    failure: form.querySelector('[role="alert"]')?.textContent ?? undefined,
    focused: active instanceof HTMLInputElement && form.contains(active) ? active.name : undefined,
  };
}

/** The scripts cannot take the page over: the server's form works on its own (a held send goes now). */
export function releaseServerLoginForm(): void {
  held?.release();
}

/**
 * After React has drawn the page over the server's form: a send the member asked for meanwhile
 * goes through React's form now.
 */
export function sendHeldLoginForm(): void {
  if (!held) return;
  const send = held.sendToReact;
  held.release();
  const form = document.getElementById(LOGIN_FORM_ID);
  if (send && form instanceof HTMLFormElement) form.requestSubmit();
}

/**
 * The server build's way in: the refusal and identifier of a sign-in the form sent without
 * scripts, for the one synchronous render of /login that follows (render-pages.tsx forgets it
 * right after, so no other request can see it).
 */
export function carryLoginForm(form: CarriedLoginForm | undefined): void {
  carried = form;
}

/** The captured form, if any; read while the login page first renders. */
export const carriedLoginForm = (): CarriedLoginForm | undefined => carried;

/** Forgets the captured form once the page has used it: coming back to /login later starts empty. */
export function forgetCarriedLoginForm(): void {
  carried = undefined;
}
