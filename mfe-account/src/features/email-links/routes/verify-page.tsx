import { emitInterfaceEvent } from '@portal/contracts/interface-events';
import { LINK_MESSAGES } from '@portal/contracts/provider/registration';
import { Await, Link, useLoaderData, useNavigate } from '@portal/router/react-router';
import { loadMemberData } from '@portal/session/session-actions';
import { authenticatedAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useRef } from 'react';
import styles from '../../common/form-layout.module.css';
import type { VerifyData, VerifyOutcome } from '../api/verify-loader.ts';

function Verified() {
  const authenticated = useAtomValue(authenticatedAtom);
  const navigate = useNavigate();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    emitInterfaceEvent('account-verified');
    if (authenticated) {
      // Signed in already (a pending member): the verify-email banner goes with the reloaded account.
      loadMemberData().catch((error: unknown) => console.error('Could not reload the account after verifying', error));
    } else {
      void navigate('/login?account-verified=true', { replace: true });
    }
  }, [authenticated, navigate]);
  return authenticated ? (
    <Card>
      <Alert tone="success">
        <p className={styles.sentTitle} data-testid="verified">
          Your e-mail address is verified
        </p>
        <p>Thank you. You can now enjoy all the benefits of the programme.</p>
      </Alert>
      <Link to="/" className={buttonClassName('primary', true)}>
        Go to your dashboard
      </Link>
    </Card>
  ) : (
    <p role="status">Your account was verified. Taking you to log in…</p>
  );
}

function Outcome({ outcome }: { outcome: VerifyOutcome }) {
  if (outcome === 'verified') return <Verified />;
  return (
    <Card>
      <Alert tone="error">
        <p data-testid="verify-failed">{LINK_MESSAGES.verification}</p>
      </Alert>
      <p>
        Links work once and for 48 hours. If yours has expired or was already used,{' '}
        <Link to="/resend-verification">send a new verification link</Link>.
      </p>
    </Card>
  );
}

/** /verify?token=: the landing page of the verification e-mail (requirements §2.1, §14.2 messages). */
export function VerifyPage() {
  const { outcome } = useLoaderData<VerifyData>();
  return (
    <div className={styles.formPage}>
      <h1>E-mail verification</h1>
      <Suspense
        fallback={
          <Card>
            <Skeleton height="4rem" label="Verifying your e-mail address" />
          </Card>
        }
      >
        <Await resolve={outcome}>{(result: VerifyOutcome) => <Outcome outcome={result} />}</Await>
      </Suspense>
    </div>
  );
}
