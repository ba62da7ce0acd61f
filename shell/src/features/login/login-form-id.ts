/** The id of the /login page's form, so the header's Login button can take the member to it. */
export const LOGIN_FORM_ID = 'login-form';
