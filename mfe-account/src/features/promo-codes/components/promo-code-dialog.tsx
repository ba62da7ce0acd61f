import { messageOf } from '@portal/api-client/api-failure';
import { claimPromoCode, getPromoCode } from '@portal/api-client/calls/promo-codes';
import { PROMO_CODE_MESSAGES, type PromoClaim, type PromoCode } from '@portal/contracts/provider/promo-codes';
import { actionRefusalOf } from '@portal/session/account-rules';
import { refreshPoints, setPoints } from '@portal/session/session-actions';
import { accountAtom, accountClassAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { formatCalendarDay } from '@portal/ui/format/format-calendar-day';
import { formatPoints } from '@portal/ui/format/format-points';
import { Modal } from '@portal/ui/modal';
import { TextField } from '@portal/ui/text-field';
import { promoClaimFormSchema, promoCodeFormSchema } from '@portal/validation/promo-code-schema';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { ActionRefusalNotice } from '../../common/components/action-refusal-notice.tsx';
import { formatPhone } from '../../common/format.ts';
import styles from './promo-code-dialog.module.css';

type Lookup =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; promo: PromoCode }
  | { kind: 'refused'; message: string };

/** What a member reads for a code they cannot claim. */
function refusalOf(promo: PromoCode): string | null {
  return promo.status === 'available' ? null : PROMO_CODE_MESSAGES[promo.status];
}

/**
 * The promo-code claim (/promo): a modal dialog over the dashboard. Step one checks the code and
 * shows what it gives; step two claims it with the phone number (prefilled from the profile).
 * The balance in the chrome and the dashboard's cards update at once.
 */
export function PromoCodeDialog({
  onClose,
  onClaimed,
}: {
  onClose: () => void;
  onClaimed: (claim: PromoClaim) => void;
}) {
  const codeRef = useRef<HTMLInputElement>(null);
  const account = useAtomValue(accountAtom);
  // Guests and pending members may not claim (the provider refuses them too): say why and what next.
  const notAllowed = actionRefusalOf(useAtomValue(accountClassAtom), 'claim-promo-code');
  const codeForm = useForm(promoCodeFormSchema, { code: '' });
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const [claimed, setClaimed] = useState<PromoClaim | null>(null);

  // A code the provider refuses, or cannot check, is the lookup's message, not the form's.
  const check = useSubmit(
    codeForm,
    async (value) => {
      setLookup({ kind: 'checking' });
      try {
        const promo = await getPromoCode(value.code);
        const refusal = refusalOf(promo);
        setLookup(refusal ? { kind: 'refused', message: refusal } : { kind: 'found', promo });
      } catch (failure) {
        setLookup({ kind: 'refused', message: messageOf(failure) });
      }
    },
    { onFailure: messageOf },
  );

  return (
    <Modal open title="Claim a promo code" onClose={onClose} initialFocus={codeRef}>
      {notAllowed ? (
        <ActionRefusalNotice refusal={notAllowed} className={styles.promoStep} testId="promo-not-allowed" />
      ) : claimed ? (
        <div>
          <Alert tone="success">
            <p className={styles.promoDoneText} data-testid="promo-claimed">
              {formatPoints(claimed.pointsAwarded)} added to your account. Your balance is now{' '}
              <strong>{formatPoints(claimed.points)}</strong>.
            </p>
          </Alert>
          <Button onClick={onClose} block>
            Done
          </Button>
        </div>
      ) : (
        <>
          <form
            method="post"
            ref={codeForm.formRef}
            onSubmit={check.onSubmit}
            noValidate
            aria-label="Check a promo code"
            className={styles.promoStep}
          >
            <TextField
              ref={codeRef}
              label="Promo code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              hint="Letters and numbers, as printed on your flyer, text message or receipt."
              value={codeForm.values.code}
              onChange={(event) => {
                codeForm.setValue('code', event.target.value);
                if (lookup.kind !== 'idle') setLookup({ kind: 'idle' });
              }}
              error={codeForm.errors.code}
            />
            <Button type="submit" variant="secondary" busy={check.busy}>
              {check.busy ? 'Checking…' : 'Check code'}
            </Button>
          </form>

          <div aria-live="polite">
            {lookup.kind === 'refused' ? (
              <Alert tone="warning">
                <span data-testid="promo-refusal">{lookup.message}</span>
              </Alert>
            ) : null}
            {lookup.kind === 'found' ? (
              <section className={styles.promoOffer} aria-label="Your promo code">
                <p className={styles.promoPoints}>{formatPoints(lookup.promo.points)}</p>
                <p className={styles.promoDescription}>
                  <strong>{lookup.promo.code}</strong> · {lookup.promo.description}
                </p>
                {lookup.promo.expiresAt ? (
                  <p className={styles.promoExpiry}>Claim by {formatCalendarDay(lookup.promo.expiresAt, 'long')}.</p>
                ) : null}
              </section>
            ) : null}
          </div>

          {lookup.kind === 'found' ? (
            // Its own component, new for each code found: a refusal of the last claim does not stay.
            <PromoClaimForm
              key={lookup.promo.code}
              promo={lookup.promo}
              phoneNumber={account?.phoneNumber ? formatPhone(account.phoneNumber) : ''}
              onClaimed={(result) => {
                setClaimed(result);
                onClaimed(result);
              }}
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}

/**
 * The claim step: the phone number (prefilled from the profile) and Claim. Sent once however
 * often it is pressed (useSubmit); the balance in the chrome updates at once.
 */
function PromoClaimForm({
  promo,
  phoneNumber,
  onClaimed,
}: {
  promo: PromoCode;
  phoneNumber: string;
  onClaimed: (claim: PromoClaim) => void;
}) {
  const claimForm = useForm(promoClaimFormSchema, { phoneNumber });
  const claim = useSubmit(
    claimForm,
    async (value) => {
      const result = await claimPromoCode(promo.code, value.phoneNumber);
      setPoints(result.points);
      onClaimed(result);
      // The tier can change with the balance; the chrome shows both.
      void refreshPoints().catch(() => undefined);
    },
    { onFailure: messageOf },
  );
  return (
    <form
      method="post"
      ref={claimForm.formRef}
      onSubmit={claim.onSubmit}
      noValidate
      aria-label="Claim the points"
      className={styles.promoStep}
    >
      {claim.failure ? <Alert tone="error">{claim.failure}</Alert> : null}
      <TextField
        label="Phone number"
        name="phoneNumber"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint="10 digits, starting 876 or 658. We record it with your claim."
        value={claimForm.values.phoneNumber}
        onChange={(event) => claimForm.setValue('phoneNumber', event.target.value)}
        error={claimForm.errors.phoneNumber}
      />
      <Button type="submit" block busy={claim.busy}>
        {claim.busy ? 'Claiming…' : `Claim ${formatPoints(promo.points)}`}
      </Button>
    </form>
  );
}
