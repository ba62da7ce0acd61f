import type { LinkedCard } from '@portal/contracts/provider/cards';
import { LINKED_CARDS_MAX } from '@portal/contracts/provider/cards';
import { actionRefusalOf } from '@portal/session/account-rules';
import { accountClassAtom } from '@portal/session/session-atoms';
import { formatInstant } from '@portal/ui/format/format-instant';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import badgeStyles from '../../common/badge.module.css';
import { ActionRefusalNotice } from '../../common/components/action-refusal-notice.tsx';
import listStyles from '../../common/item-list.module.css';
import { CardLinkForm } from './card-link-form.tsx';
import styles from './linked-cards.module.css';

/**
 * The member's linked partner-bank credit cards and the form to link another. A guest or a
 * pending member sees why they may not link one yet and the next step instead of the form (the
 * provider refuses them too).
 */
export function LinkedCards({ initial, bankName }: { initial: readonly LinkedCard[]; bankName: string }) {
  const notAllowed = actionRefusalOf(useAtomValue(accountClassAtom), 'link-card');
  const [cards, setCards] = useState<readonly LinkedCard[]>(initial);
  const [justLinked, setJustLinked] = useState<number | null>(null);
  return (
    <div className={styles.linkedCards}>
      <p>
        Link your {bankName} credit card and earn points on what you spend with it, everywhere. We never ask for or keep
        your card number.
      </p>
      {cards.length === 0 ? (
        <p className={styles.linkedCardsNone}>No cards linked yet.</p>
      ) : (
        <ul className={listStyles.list} data-testid="linked-cards" aria-live="polite">
          {cards.map((card) => (
            <li key={card.id} className={listStyles.item}>
              <span className={listStyles.itemName}>Card ending {card.cardLastFour}</span>
              <span className={listStyles.itemMeta}>
                Customer number ending {card.customerNumberEnding} · linked {formatInstant(card.linkedAt, 'short')}
              </span>
              {card.id === justLinked ? (
                <span className={`${badgeStyles.badge} ${badgeStyles.badgeOk}`}>Linked</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {notAllowed ? (
        <ActionRefusalNotice
          refusal={notAllowed}
          className={styles.linkedCardsNotAllowed}
          testId="card-link-not-allowed"
        />
      ) : cards.length < LINKED_CARDS_MAX ? (
        <CardLinkForm
          bankName={bankName}
          onLinked={(card) => {
            setCards((current) => (current.some((known) => known.id === card.id) ? current : [...current, card]));
            setJustLinked(card.id);
          }}
        />
      ) : (
        <p>You have linked the most cards an account can have ({LINKED_CARDS_MAX}).</p>
      )}
    </div>
  );
}
