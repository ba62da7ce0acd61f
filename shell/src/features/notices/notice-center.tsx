import { onInterfaceEvent } from '@portal/contracts/interface-events';
import { Alert } from '@portal/ui/alert';
import { useEffect, useState } from 'react';
import styles from '../layout/layout.module.css';

const CARD_NOT_LINKED =
  'Your card was not linked to your account. Please contact customer service to have this resolved.';

/**
 * Notices raised by interface events (requirements §6.2): card-linked carrying false shows the card
 * failure message until the member dismisses it. (contact-sent is confirmed by the contact form itself,
 * beside the form the member just sent, and goes by itself after 5 s or 10 s: see
 * docs/decisions/0037-information-pages-and-contact.md.)
 */
export function NoticeCenter() {
  const [cardNotLinked, setCardNotLinked] = useState(false);

  useEffect(
    () =>
      onInterfaceEvent('card-linked', (linked) => {
        if (linked === false) setCardNotLinked(true);
      }),
    [],
  );

  return (
    <div className={styles.notices} aria-live="polite">
      {cardNotLinked && (
        <Alert tone="error" onDismiss={() => setCardNotLinked(false)} dismissLabel="Dismiss this message">
          {CARD_NOT_LINKED}
        </Alert>
      )}
    </div>
  );
}
