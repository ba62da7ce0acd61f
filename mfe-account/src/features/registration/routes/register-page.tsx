import { isApiFailure, messageOf } from '@portal/api-client/api-failure';
import { register } from '@portal/api-client/calls/bff';
import { getCaptchaChallenge, verifyCaptcha } from '@portal/api-client/calls/captcha';
import { Link, useNavigate } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Captcha, useCaptchaToken } from '@portal/ui/captcha';
import { Card } from '@portal/ui/card';
import { registrationFormSchema } from '@portal/validation/registration-schema';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import styles from '../../common/form-layout.module.css';
import { fieldErrorsOfFailure, useForm } from '../../common/use-form.ts';
import { checkContactFields } from '../api/check-contact-fields.ts';
import { forgetRegistrationSource, readRegistrationSource } from '../api/registration-source.ts';
import { EMPTY_REGISTRATION, RegistrationFields } from '../components/registration-fields.tsx';

export const CAPTCHA_NOT_DONE = 'Please tick “I’m not a robot” so we know a person is joining.';

/**
 * /register: full registration for visitors (only while registration is enabled), with the same
 * self-hosted captcha as the contact form. The new member verifies their e-mail address before
 * they can sign in.
 */
export function RegisterPage() {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const navigate = useNavigate();
  const form = useForm(registrationFormSchema, EMPTY_REGISTRATION);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const captcha = useCaptchaToken(verifyCaptcha);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setCaptchaError(undefined);
    const value = form.check();
    if (!value) return;
    setBusy(true);
    try {
      const problems = await checkContactFields(value.emailAddress, value.phoneNumber);
      if (Object.keys(problems).length > 0) {
        form.showFieldErrors(problems);
        return;
      }
      const captchaToken = await captcha.earn();
      if (!captchaToken) {
        setCaptchaError(CAPTCHA_NOT_DONE);
        return;
      }
      const answer = await register({ ...value, captchaToken, registrationSource: readRegistrationSource() });
      captcha.forget();
      forgetRegistrationSource();
      await navigate('/register-success', { state: { emailAddress: answer.emailAddress } });
    } catch (failure) {
      if (isApiFailure(failure) && failure.code.startsWith('captcha_')) {
        captcha.forget();
        setCaptchaError(failure.message);
        return;
      }
      const fieldErrors = fieldErrorsOfFailure(failure);
      if (Object.keys(fieldErrors).length > 0) form.showFieldErrors(fieldErrors);
      else setFormError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.formPage}>
      <h1>Join {programme}</h1>
      <p className={styles.formPageIntro}>
        Earn a point for every J$100 you spend and turn them into groceries, fuel and more. It takes two minutes.
      </p>
      <Card>
        <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Register">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <RegistrationFields form={form} />
          <Captcha fetchChallenge={getCaptchaChallenge} error={captchaError} ref={captcha.ref} />
          <Button type="submit" block busy={busy}>
            {busy ? 'Creating your account…' : 'Create my account'}
          </Button>
        </form>
      </Card>
      <p className={styles.formPageLinks}>
        Already a member? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
