import { messageOf } from '@portal/api-client/api-failure';
import { setOfferActive } from '@portal/api-client/calls/offers';
import type { MemberOffer } from '@portal/contracts/provider/offers';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useTakeOver } from '@portal/ui/form/take-over';
import { useSubmit } from '@portal/ui/form/use-submit';
import { useOnline } from '@portal/ui/hooks/use-online';
import { useRef } from 'react';
import styles from './offer-activation.module.css';

/** A form with no fields: useSubmit's check always passes and nothing is shown beside a field. */
const NO_FIELDS = { check: () => true, showFieldErrors: () => undefined } as const;
const NOTHING_TYPED = () => ({});

/**
 * Activate, or Undo while the offer is open: one tap, sent once however often it is pressed
 * (useSubmit). The answer is the offer as it is now; a refusal is shown here and the offer stays as it was.
 * While the browser says it is offline (the list from the saved copy), the button waits, disabled, and says why.
 */
export function OfferActivation({ offer, onChange }: { offer: MemberOffer; onChange: (offer: MemberOffer) => void }) {
  const active = offer.activatedAt !== null;
  const online = useOnline();
  // Nothing to carry; a press on the server's page before the scripts came is sent once React has the form.
  const formRef = useRef<HTMLFormElement>(null);
  useTakeOver(formRef, NOTHING_TYPED, NOTHING_TYPED);
  const { onSubmit, busy, failure } = useSubmit(
    NO_FIELDS,
    async () => onChange(await setOfferActive(offer.id, !active)),
    { onFailure: messageOf },
  );
  return (
    <form
      method="post"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className={styles.offerActivation}
      aria-label={`${offer.title}: activation`}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" variant={active ? 'secondary' : 'primary'} busy={busy} disabled={!online}>
        {active ? (busy ? 'Undoing…' : 'Undo') : busy ? 'Activating…' : 'Activate'}
      </Button>
      {online ? null : <p className={styles.offerActivationNote}>Changing an offer needs a connection.</p>}
    </form>
  );
}
