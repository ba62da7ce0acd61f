import { messageOf } from '@portal/api-client/api-failure';
import { updateAccount } from '@portal/api-client/calls/account';
import { storeAccountType } from '@portal/api-client/calls/bff';
import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import type { Account } from '@portal/contracts/provider/account';
import { Link, useNavigate } from '@portal/router/react-router';
import { updatePreferences } from '@portal/session/preferences';
import { loadMemberData } from '@portal/session/session-actions';
import { accountTypeAtom, sessionStore } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button, buttonClassName } from '@portal/ui/button';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { registrationFormSchema } from '@portal/validation/registration-schema';
import styles from '../../common/form-layout.module.css';
import { checkContactFields } from '../../registration/check-contact-fields.ts';
import { EMPTY_REGISTRATION, RegistrationFields } from '../../registration/components/registration-fields.tsx';

const registeredNotice = (emailAddress: string): string =>
  `Welcome to full membership! We’ve sent a link to ${emailAddress}: open it to verify your e-mail address.`;

/**
 * /account?edit=guest-registration: a guest becomes a full member — their own e-mail address and
 * password, their name and phone. They stay signed in, as a member waiting to verify the address.
 */
export function GuestRegistrationForm({ account }: { account: Account }) {
  const navigate = useNavigate();
  const form = useForm(registrationFormSchema, {
    ...EMPTY_REGISTRATION,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    phoneNumber: account.phoneNumber ?? '',
    birthdate: account.birthdate ?? '',
  });
  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (value) => {
      const problems = await checkContactFields(value.emailAddress, value.phoneNumber);
      if (Object.keys(problems).length > 0) {
        form.showFieldErrors(problems);
        return;
      }
      const updated = await updateAccount({ update: ACCOUNT_EDIT.guestRegistration, ...value });
      // The session now belongs to a user: the BFF's stored type, the shared store, and no more
      // encrypted guest value in the preferences (requirements §4.3 login step 6 is for guests only).
      await storeAccountType('user').catch(() => undefined);
      sessionStore.set(accountTypeAtom, 'user');
      updatePreferences(({ guestAccount: _guest, ...rest }) => rest);
      await loadMemberData().catch(() => undefined);
      await navigate('/account', {
        replace: true,
        state: { notice: registeredNotice(updated.emailAddress ?? value.emailAddress) },
      });
    },
    { onFailure: messageOf },
  );

  return (
    <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Complete your registration">
      <p className={styles.formPageIntro}>
        Your guest account {account.accountNumber} keeps its points. Add your own e-mail address and password to become
        a full member.
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <RegistrationFields form={form} />
      <div className={styles.formActions}>
        <Button type="submit" busy={busy}>
          {busy ? 'Registering…' : 'Complete my registration'}
        </Button>
        <Link to="/account" className={buttonClassName('secondary')}>
          Not now
        </Link>
      </div>
    </form>
  );
}
