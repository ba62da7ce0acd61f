import { messageOf } from '@portal/api-client/api-failure';
import { useNavigate } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { TextField } from '@portal/ui/text-field';
import { loginSchema } from '@portal/validation/login-schema';
import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import { loginDeps } from './login-deps.ts';
import { runLoginFlow } from './login-flow.ts';

/**
 * The login form of /login and of the header's login panel: the same fields, checks and flow.
 * Whatever the member typed stays in the fields when something is wrong.
 */
export function LoginForm({
  redirectTo,
  onSignedIn,
  id,
}: {
  redirectTo: string;
  onSignedIn?: () => void;
  id?: string;
}) {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const navigate = useNavigate();
  const schema = useMemo(() => loginSchema(programme), [programme]);
  // Messages on submit only: a member typing a password is not told it is wrong letter by letter.
  const form = useForm(schema, { memberId: '', password: '' }, { recheckOn: 'submit' });
  const memberIdRef = useRef<HTMLInputElement>(null);

  // 1. The form is validated (requirements §4.2): useSubmit checks it before the flow runs.
  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (checked) => {
      const outcome = await runLoginFlow(checked, loginDeps);
      if (outcome.kind === 'unverified') return navigate('/resend-verification');
      // The flow's refusal is its message: shown above the fields, see onFailure.
      if (outcome.kind === 'error') throw outcome.message;
      onSignedIn?.();
      // 7. The redirect target, or /.
      return navigate(redirectTo, { replace: true });
    },
    {
      onFailure: (refusal) => {
        memberIdRef.current?.focus();
        return messageOf(refusal);
      },
    },
  );

  return (
    <form id={id} ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Log in">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        ref={memberIdRef}
        label={`${programme} Number or Email Address`}
        {...form.bind('memberId')}
        autoComplete="username"
        inputMode="email"
      />
      <TextField label="Password" {...form.bind('password')} type="password" autoComplete="current-password" />
      <Button type="submit" block busy={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
