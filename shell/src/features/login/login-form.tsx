import { useNavigate } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { type FieldErrors, validateForm } from '@portal/validation/field-errors';
import { loginSchema } from '@portal/validation/login-schema';
import { useAtomValue } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
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
  const [memberId, setMemberId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const memberIdRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    // 1. The form is validated (requirements §4.2).
    const checked = validateForm(loginSchema(programme), { memberId, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await runLoginFlow(checked.value, loginDeps);
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
    <form id={id} onSubmit={submit} noValidate aria-label="Log in">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        ref={memberIdRef}
        label={`${programme} Number or Email Address`}
        name="memberId"
        autoComplete="username"
        inputMode="email"
        value={memberId}
        onChange={(event) => setMemberId(event.target.value)}
        error={errors.memberId}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Button type="submit" block busy={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
