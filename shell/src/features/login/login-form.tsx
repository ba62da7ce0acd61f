import { useNavigate } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useForm } from '@portal/ui/form/use-form';
import { TextField } from '@portal/ui/text-field';
import { loginSchema } from '@portal/validation/login-schema';
import { useAtomValue } from 'jotai';
import { type FormEvent, useMemo, useRef, useState } from 'react';
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
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const memberIdRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    // 1. The form is validated (requirements §4.2).
    const checked = form.check();
    if (!checked) return;
    setBusy(true);
    const outcome = await runLoginFlow(checked, loginDeps);
    setBusy(false);
    if (outcome.kind === 'unverified') {
      await navigate('/resend-verification');
    } else if (outcome.kind === 'error') {
      setFormError(outcome.message);
      memberIdRef.current?.focus();
    } else {
      onSignedIn?.();
      // 7. The redirect target, or /.
      await navigate(redirectTo, { replace: true });
    }
  };

  return (
    <form id={id} ref={form.formRef} onSubmit={submit} noValidate aria-label="Log in">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
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
