/** The id of the /login page's form, so the header's Login button can take the member to it. */
export const LOGIN_FORM_ID = 'login-form';

/** Where the form posts when it is sent before (or without) the scripts: the BFF's sign-in (shell/server/routes/bff-login-form.ts). */
export const LOGIN_FORM_ACTION = '/bff/login';
