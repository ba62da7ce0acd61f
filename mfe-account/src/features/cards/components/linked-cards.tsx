import type { LinkedCard } from '@portal/contracts/provider/cards';
import { LINKED_CARDS_MAX } from '@portal/contracts/provider/cards';
import { useState } from 'react';
import { formatInstantDay } from '../../common/format.ts';
import { CardLinkForm } from './card-link-form.tsx';
import './linked-cards.css';

/** The member's linked partner-bank credit cards and the form to link another. */
export function LinkedCards({ initial, bankName }: { initial: readonly LinkedCard[]; bankName: string }) {
  const [cards, setCards] = useState<readonly LinkedCard[]>(initial);
  const [justLinked, setJustLinked] = useState<number | null>(null);
  return (
    <div className="ir-linked-cards">
      <p>
        Link your {bankName} credit card and earn points on what you spend with it, everywhere. We never ask for or keep
        your card number.
      </p>
      {cards.length === 0 ? (
        <p className="ir-linked-cards__none">No cards linked yet.</p>
      ) : (
        <ul className="ir-linked-cards__list" data-testid="linked-cards" aria-live="polite">
          {cards.map((card) => (
            <li key={card.id} className="ir-linked-cards__item">
              <span className="ir-linked-cards__number">Card ending {card.cardLastFour}</span>
              <span className="ir-linked-cards__meta">
                Customer number ending {card.customerNumberEnding} · linked {formatInstantDay(card.linkedAt)}
              </span>
              {card.id === justLinked ? <span className="ir-badge ir-badge--ok">Linked</span> : null}
            </li>
          ))}
        </ul>
      )}
      {cards.length < LINKED_CARDS_MAX ? (
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
