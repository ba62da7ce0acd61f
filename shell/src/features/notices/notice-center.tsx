import { onInterfaceEvent } from '@portal/contracts/interface-events';
import { authenticatedAtom, sessionStore } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { TIMINGS } from '@portal/validation/constants';
import { useEffect, useState } from 'react';

interface Notice {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

export const CARD_NOT_LINKED =
  'Your card was not linked to your account. Please contact customer service to have this resolved.';
export const MESSAGE_SENT = 'Your message was sent!';

let nextId = 1;

/**
 * Notices raised by interface events (spec §4): card-linked carrying false shows the card failure
 * message until dismissed; contact-sent shows 'Your message was sent!' and disappears by itself
 * (5 s signed out, 10 s signed in).
 */
export function NoticeCenter() {
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const add = (notice: Omit<Notice, 'id'>, lifetimeMs?: number): void => {
      const id = nextId++;
      setNotices((current) => [...current.filter((n) => n.text !== notice.text), { ...notice, id }]);
      if (lifetimeMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          setNotices((current) => current.filter((n) => n.id !== id));
        }, lifetimeMs);
        timers.add(timer);
      }
    };
    const stopCard = onInterfaceEvent('card-linked', (linked) => {
      if (linked === false) add({ tone: 'error', text: CARD_NOT_LINKED });
    });
    const stopContact = onInterfaceEvent('contact-sent', () => {
      const signedIn = sessionStore.get(authenticatedAtom);
      add(
        { tone: 'success', text: MESSAGE_SENT },
        signedIn ? TIMINGS.contactSentSignedInMs : TIMINGS.contactSentSignedOutMs,
      );
    });
    return () => {
      stopCard();
      stopContact();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  return (
    <div className="ir-notices" aria-live="polite">
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          tone={notice.tone}
          onDismiss={() => setNotices((current) => current.filter((n) => n.id !== notice.id))}
          dismissLabel="Dismiss this message"
        >
          {notice.text}
        </Alert>
      ))}
    </div>
  );
}
