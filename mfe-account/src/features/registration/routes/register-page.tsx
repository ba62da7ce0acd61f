import { isApiFailure, messageOf } from '@portal/api-client/api-failure';
import { register } from '@portal/api-client/calls/bff';
import { getCaptchaChallenge, verifyCaptcha } from '@portal/api-client/calls/captcha';
import { Link, useNavigate } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Captcha, useCaptchaToken } from '@portal/ui/captcha';
import { Card } from '@portal/ui/card';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { registrationFormSchema } from '@portal/validation/registration-schema';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from '../../common/form-layout.module.css';
import { checkContactFields } from '../check-contact-fields.ts';
import { EMPTY_REGISTRATION, RegistrationFields } from '../components/registration-fields.tsx';
import { forgetRegistrationSource, readRegistrationSource } from '../registration-source.ts';

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
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const captcha = useCaptchaToken(verifyCaptcha);
  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (value) => {
      setCaptchaError(undefined);
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
    },
    {
      onFailure: messageOf,
      handled: (rejection) => {
        if (!isApiFailure(rejection) || !rejection.code.startsWith('captcha_')) return false;
        captcha.forget();
        setCaptchaError(rejection.message);
        return true;
      },
    },
  );

  return (
    <div className={styles.formPage}>
      <h1>Join {programme}</h1>
      <p className={styles.formPageIntro}>
        Earn a point for every J$100 you spend and turn them into groceries, fuel and more. It takes two minutes.
      </p>
      <Card>
        <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Register">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
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
