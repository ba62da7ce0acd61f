import { messageOf } from '@portal/api-client/api-failure';
import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import type { Account } from '@portal/contracts/provider/account';
import { Await, Link, useAsyncError, useLoaderData, useLocation, useSearchParams } from '@portal/router/react-router';
import { hasUpdateAccess } from '@portal/session/account-rules';
import { envAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { isGuestEmail } from '@portal/validation/field-rules';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useRef } from 'react';
import { LinkedCards } from '../../cards/components/linked-cards.tsx';
import { DeferredCard } from '../../common/components/deferred-card.tsx';
import { EmailPreferencesForm } from '../../email-preferences/components/email-preferences-form.tsx';
import { SecurityCentre } from '../../security-centre/components/security-centre.tsx';
import type { AccountData } from '../api/account-loader.ts';
import { GuestRegistrationForm } from '../components/guest-registration-form.tsx';
import { MembershipDetails } from '../components/membership-details.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import styles from './account-page.module.css';

const noticeOf = (state: unknown): string | null => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
};

/**
 * What a save that led here says ("Your profile was saved."), focused as it appears: the member
 * pressed Save at the foot of a long form, and without it the page kept that scroll position, its
 * bank-card section, with the message a screen and a half above (and a screen reader heard nothing).
 */
function SavedNotice({ notice }: { notice: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Alert tone="success">
      <span data-testid="account-notice" tabIndex={-1} ref={ref}>
        {notice}
      </span>
    </Alert>
  );
}

function AccountError() {
  return <Alert tone="error">We couldn’t load your account. {messageOf(useAsyncError())}</Alert>;
}

function AccountView({
  account,
  cards,
  emailPreferences,
  security,
}: {
  account: Account;
  cards: AccountData['cards'];
  emailPreferences: AccountData['emailPreferences'];
  security: AccountData['security'];
}) {
  const bankName = useAtomValue(envAtom)?.partnerBankName ?? 'First Global Bank';
  const mayEdit = hasUpdateAccess(account.type, account);
  // A guest's generated address receives no mail, so a reset link could never reach them.
  const ownEmail = account.emailAddress && !isGuestEmail(account.emailAddress) ? account.emailAddress : null;
  return (
    <div className={styles.accountSections}>
      <Card title="Membership">
        <MembershipDetails account={account} />
      </Card>

      {account.type === 'guest' && !mayEdit ? (
        <Card title="Become a full member" className={styles.accountGuest}>
          <p>
            You’re using a guest account. Register as a full member, with your own e-mail address and password, to take
            advantage of all the benefits of the programme. Your points come with you.
          </p>
          <Link to={`/account?edit=${ACCOUNT_EDIT.guestRegistration}`} className={buttonClassName('primary')}>
            Complete my registration
          </Link>
        </Card>
      ) : (
        <Card title="Profile">
          <ProfileDetails account={account} />
          <Link to={`/account?edit=${ACCOUNT_EDIT.profile}`} className={buttonClassName('primary')}>
            Edit profile
          </Link>
        </Card>
      )}

      <DeferredCard
        title={`Linked ${bankName} credit cards`}
        what="your linked cards"
        resolve={cards}
        skeletonHeight="12rem"
      >
        {(list) => <LinkedCards initial={list} bankName={bankName} />}
      </DeferredCard>

      {ownEmail && account.verified ? (
        <DeferredCard
          title="E-mail preferences"
          what="your e-mail preferences"
          resolve={emailPreferences}
          skeletonHeight="14rem"
        >
          {(preferences) => <EmailPreferencesForm initial={preferences} emailAddress={ownEmail} />}
        </DeferredCard>
      ) : null}

      {ownEmail ? (
        <Card title="Password">
          <p>We’ll e-mail you a link to choose a new password.</p>
          <Link to="/forgot-password" state={{ emailAddress: ownEmail }} className={buttonClassName('secondary')}>
            Change my password
          </Link>
        </Card>
      ) : null}

      <div id="security" className={styles.accountSecurity}>
        <DeferredCard title="Security" what="your sessions and sign-ins" resolve={security} skeletonHeight="16rem">
          {(data) => <SecurityCentre data={data} />}
        </DeferredCard>
      </div>

      <Card title="Delete your account">
        <p>Deleting your account removes your points, vouchers and personal details for good.</p>
        <Link to="/account/delete" className={buttonClassName('secondary', false, styles.accountDeleteLink)}>
          Delete my account
        </Link>
      </Card>
    </div>
  );
}

/**
 * /account: the membership, the profile, linked cards, password and deletion. `?edit=profile`
 * opens the profile form (with update access, requirements §1.3); `?edit=guest-registration` opens a guest's
 * full registration.
 */
export function AccountPage() {
  const { account, cards, emailPreferences, security } = useLoaderData<AccountData>();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const edit = params.get('edit');
  const notice = noticeOf(state);
  const heading =
    edit === ACCOUNT_EDIT.profile
      ? 'Edit your profile'
      : edit === ACCOUNT_EDIT.guestRegistration
        ? 'Complete your registration'
        : 'My account';

  return (
    <div className={styles.account}>
      <h1>{heading}</h1>
      {notice && !edit ? <SavedNotice notice={notice} /> : null}
      <Suspense
        fallback={
          <Card>
            <Skeleton height="24rem" label="Loading your account" />
          </Card>
        }
      >
        <Await resolve={account} errorElement={<AccountError />}>
          {(loaded: Account) => {
            if (edit === ACCOUNT_EDIT.profile && hasUpdateAccess(loaded.type, loaded)) {
              return (
                <Card>
                  <ProfileForm account={loaded} />
                </Card>
              );
            }
            if (edit === ACCOUNT_EDIT.guestRegistration && loaded.type === 'guest') {
              return (
                <Card>
                  <GuestRegistrationForm account={loaded} />
                </Card>
              );
            }
            return (
              <>
                {edit === ACCOUNT_EDIT.profile ? (
                  <Alert tone="info">Please complete your full registration before you edit your profile.</Alert>
                ) : null}
                <AccountView account={loaded} cards={cards} emailPreferences={emailPreferences} security={security} />
              </>
            );
          }}
        </Await>
      </Suspense>
    </div>
  );
}
