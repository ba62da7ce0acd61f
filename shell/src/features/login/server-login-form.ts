import { LOGIN_FORM_ID } from './login-form-id.ts';

/**
 * What the server's sign-in form showed: the identifier of a sign-in it refused and the refusal.
 * React's first render draws the same form with these, so it hydrates the server's nodes as they
 * are. A password typed before the scripts arrived is carried by the form's take-over
 * (`@portal/ui`'s useForm), like every form's typed values.
 */
export interface CarriedLoginForm {
  memberId?: string | undefined;
  failure?: string | undefined;
}

let carried: CarriedLoginForm | undefined;

const fieldValue = (form: HTMLFormElement, name: string): string | undefined => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : undefined;
};

/**
 * Reads the server-rendered sign-in form in `root`, just before React hydrates it. Nothing
 * happens when the page holds none (every page but a signed-out /login, and SERVER_RENDER=false).
 */
export function captureServerLoginForm(root: HTMLElement): void {
  const form = root.querySelector(`#${LOGIN_FORM_ID}`);
  if (!(form instanceof HTMLFormElement)) return;
  carried = {
    memberId: fieldValue(form, 'memberId'),
    failure: form.querySelector('[role="alert"]')?.textContent ?? undefined,
  };
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
