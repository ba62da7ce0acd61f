import { messageOf } from '@portal/api-client/api-failure';
import { resendVerificationEmail } from '@portal/api-client/calls/account';
import type { Account } from '@portal/contracts/provider/account';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { isGuestEmail } from '@portal/validation/field-rules';
import { useState } from 'react';
import badgeStyles from '../../common/badge.module.css';
import accountStyles from '../account.module.css';
import styles from './membership-details.module.css';

/** Member number, kind of membership, and the e-mail address with its verification (and a new link when needed). */
export function MembershipDetails({ account }: { account: Account }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const email = account.emailAddress && !isGuestEmail(account.emailAddress) ? account.emailAddress : null;
  const pending = account.type === 'user' && !account.verified && email !== null;

  const resend = async (): Promise<void> => {
    if (!email) return;
    setSending(true);
    try {
      await resendVerificationEmail(email);
      setSent({ tone: 'success', text: `We’ve sent a new verification link to ${email}.` });
    } catch (failure) {
      setSent({ tone: 'error', text: messageOf(failure) });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <dl className={accountStyles.details}>
        <div className={accountStyles.detailsRow}>
          <dt>Member number</dt>
          <dd data-testid="account-number">{account.accountNumber}</dd>
        </div>
        <div className={accountStyles.detailsRow}>
          <dt>Membership</dt>
          <dd>{account.type === 'guest' ? 'Guest account' : 'Full member'}</dd>
        </div>
        <div className={accountStyles.detailsRow}>
          <dt>E-mail address</dt>
          <dd>
            {email ?? <span className={accountStyles.detailsMissing}>None yet</span>}
            {email ? (
              <span
                className={`${badgeStyles.badge} ${account.verified ? badgeStyles.badgeOk : badgeStyles.badgeWarn}`}
              >
                {account.verified ? 'Verified' : 'Not verified'}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {pending ? (
        <div className={styles.membershipVerify} aria-live="polite">
          {sent ? <Alert tone={sent.tone}>{sent.text}</Alert> : null}
          <Button variant="secondary" onClick={resend} busy={sending}>
            {sending ? 'Sending…' : 'E-mail me a new link'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
