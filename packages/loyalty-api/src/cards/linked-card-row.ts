import type { LinkedCard } from '@portal/contracts/provider/cards';

export interface LinkedCardRow {
  id: string | number;
  customer_number: string;
  card_last_four: string;
  linked_at: Date | string;
}

/** Only the last four digits of the customer number ever leave the provider. */
export function toLinkedCard(row: LinkedCardRow): LinkedCard {
  return {
    id: Number(row.id),
    customerNumberEnding: row.customer_number.slice(-4),
    cardLastFour: row.card_last_four,
    linkedAt: new Date(row.linked_at).toISOString(),
  };
}
