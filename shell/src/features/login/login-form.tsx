import { messageOf } from '@portal/api-client/api-failure';
import { safeRedirectTarget } from '@portal/contracts/safe-redirect-target';
import { useNavigate } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { TextField } from '@portal/ui/text-field';
import { loginSchema } from '@portal/validation/login-schema';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { loginDeps } from './login-deps.ts';
import { runLoginFlow } from './login-flow.ts';
import type { CarriedLoginForm } from './server-login-form.ts';

/** Where the form posts when it is sent before (or without) the scripts: the BFF's sign-in (routes/bff-login-form.ts). */
export const LOGIN_FORM_ACTION = '/bff/login';

/** The login flow's refusal: its text is the form's message, as the flow worded it. */
class LoginRefused extends Error {}

/**
 * The login form of /login and of the header's login panel: the same fields, checks and flow.
 * Whatever the member typed stays in the fields when something is wrong.
 *
 * It is also a plain HTML form (method post, action /bff/login, the redirect in a hidden field):
 * the server renders /login with it, and a member can sign in before the scripts arrive, or
 * without them. `carried` is what the server's form showed (server-login-form.ts).
 */
export function LoginForm({
  redirectTo,
  onSignedIn,
  id,
  carried,
}: {
  /** The page to go to once signed in, as asked for (sanitised when it is followed). */
  redirectTo: string | null;
  onSignedIn?: () => void;
  id?: string;
  carried?: CarriedLoginForm | undefined;
}) {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const navigate = useNavigate();
  const schema = useMemo(() => loginSchema(programme), [programme]);
  // Messages on submit only: a member typing a password is not told it is wrong letter by letter.
  const form = useForm(schema, { memberId: carried?.memberId ?? '', password: '' }, { recheckOn: 'submit' });
  const memberIdRef = useRef<HTMLInputElement>(null);
  // The server's refusal, shown until the member sends the form again.
  const [serverFailure, setServerFailure] = useState(carried?.failure);

  // 1. The form is validated (requirements §4.2): useSubmit checks it before the flow runs.
  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (checked) => {
      const outcome = await runLoginFlow(checked, loginDeps);
      if (outcome.kind === 'unverified') return navigate('/resend-verification');
      // The flow's refusal is its message: shown above the fields, see onFailure.
      if (outcome.kind === 'error') throw new LoginRefused(outcome.message);
      onSignedIn?.();
      // 7. The redirect target, or /.
      return navigate(safeRedirectTarget(redirectTo, window.location.origin), { replace: true });
    },
    {
      onFailure: (refusal) => {
        memberIdRef.current?.focus();
        return refusal instanceof LoginRefused ? refusal.message : messageOf(refusal);
      },
    },
  );

  const shownFailure = failure ?? serverFailure;
  return (
    <form
      id={id}
      ref={form.formRef}
      method="post"
      action={LOGIN_FORM_ACTION}
      onSubmit={(event) => {
        setServerFailure(undefined);
        void onSubmit(event);
      }}
      noValidate
      aria-label="Log in"
    >
      {shownFailure ? <Alert tone="error">{shownFailure}</Alert> : null}
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <TextField
        ref={memberIdRef}
        label={`${programme} Number or Email Address`}
        {...form.bind('memberId')}
        autoComplete="username"
        inputMode="email"
        // A sign-in the form sent without scripts came back refused: the member starts again at
        // the identifier, as after a refusal of the scripted form (onFailure above).
        autoFocus={Boolean(carried?.failure)}
      />
      <TextField label="Password" {...form.bind('password')} type="password" autoComplete="current-password" />
      <Button type="submit" block busy={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
