import { isApiFailure } from '@portal/api-client/api-failure';
import { deleteAccount, requestDeletionToken } from '@portal/api-client/calls/account';
import { emitInterfaceEvent } from '@portal/contracts/interface-events';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { Link, useNavigate } from '@portal/router/react-router';
import { signOut } from '@portal/session/session-actions';
import { accountAtom, pointsAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button, buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { CheckboxField } from '@portal/ui/checkbox-field';
import { fieldErrorsOfFailure, useForm } from '@portal/ui/form/use-form';
import { formatPoints } from '@portal/ui/format/format-points';
import { TextField } from '@portal/ui/text-field';
import { accountDeletionFormSchema } from '@portal/validation/account-deletion-schema';
import { useAtomValue } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import styles from '../../common/form-layout.module.css';
import deleteAccountStyles from './delete-account.module.css';

/** Requirements §14.4, word for word. */
export const DELETE_FAILED = 'Your account could not be deleted. Please contact customer support';

/**
 * /account/delete: what deleting means, then the member's password (re-authentication) and an
 * explicit acknowledgement. Success signs out everywhere and lands on /login?account-deleted=true.
 */
export function DeleteAccountPage() {
  const account = useAtomValue(accountAtom);
  const points = useAtomValue(pointsAtom);
  const navigate = useNavigate();
  const form = useForm(accountDeletionFormSchema, { password: '', acknowledged: false });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // One deletion at a time, also for two submits from one render (a double Enter): see useSubmit.
  const sending = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (sending.current || !account) return;
    setFailed(false);
    const value = form.check();
    if (!value) return;
    sending.current = true;
    setBusy(true);
    try {
      let token: string;
      try {
        token = (await requestDeletionToken(value.password)).token;
      } catch (rejection) {
        if (isApiFailure(rejection) && rejection.code === ERROR_CODES.incorrectPassword) {
          form.showFieldErrors(fieldErrorsOfFailure(rejection));
          sending.current = false;
          setBusy(false);
          return;
        }
        throw rejection;
      }
      await deleteAccount(token, account.accountNumber);
    } catch {
      setFailed(true);
      sending.current = false;
      setBusy(false);
      return;
    }
    // The account is gone and its tokens with it: finish signing out here, then tell the shell.
    await signOut();
    emitInterfaceEvent('account-deleted');
    await navigate('/login?account-deleted=true', { replace: true });
  };

  return (
    <div className={styles.formPage}>
      <h1>Delete your account</h1>
      <Card title="Before you go">
        <p>Deleting your account cannot be undone. When you delete it:</p>
        <ul className={deleteAccountStyles.deleteList}>
          <li>
            {points === null ? 'your points are' : <>your {formatPoints(points)} are</>} gone, and points can’t be moved
            to another account;
          </li>
          <li>your vouchers stop working, even ones you haven’t used;</li>
          <li>your linked credit cards are unlinked;</li>
          <li>your personal details are erased, and you can no longer log in.</li>
        </ul>
        <p>
          Thinking of a break instead? You can simply stop using your card: your account stays, and points only expire
          12 months after the quarter you earned them.
        </p>
      </Card>
      <Card title="Confirm with your password">
        <form method="post" ref={form.formRef} onSubmit={submit} noValidate aria-label="Delete your account">
          {failed ? <Alert tone="error">{DELETE_FAILED}</Alert> : null}
          <TextField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
            error={form.errors.password}
          />
          <CheckboxField
            name="acknowledged"
            label="I understand that deleting my account removes my points, vouchers and details for good"
            checked={form.values.acknowledged}
            onChange={(event) => form.setValue('acknowledged', event.target.checked)}
            error={form.errors.acknowledged}
          />
          <div className={styles.formActions}>
            <Button type="submit" variant="danger" busy={busy}>
              {busy ? 'Deleting…' : 'Delete my account'}
            </Button>
            <Link to="/account" className={buttonClassName('secondary')}>
              Keep my account
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}
