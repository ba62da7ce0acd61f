import * as v from 'valibot';
import { requiredText } from './field-rules.ts';
import { MESSAGES } from './messages.ts';

/**
 * Linking a partner-bank credit card: the bank's customer number and the card's last four digits. A
 * full card number is never asked for, sent or stored
 * (docs/decisions/0036-promo-codes-and-partner-bank-cards.md).
 */
const CARD_LINK_LIMITS = { customerNumberMin: 6, customerNumberMax: 12, lastFour: 4 } as const;

const digitsRule = (min: number, max: number) =>
  v.pipe(
    requiredText(),
    v.transform((value: string) => value.replace(/[\s-]/g, '')),
    v.regex(/^\d*$/, MESSAGES.digits),
    v.minLength(min, MESSAGES.min(min)),
    v.maxLength(max, MESSAGES.max(max)),
  );

export const customerNumberRule = () =>
  digitsRule(CARD_LINK_LIMITS.customerNumberMin, CARD_LINK_LIMITS.customerNumberMax);
export const cardLastFourRule = () => digitsRule(CARD_LINK_LIMITS.lastFour, CARD_LINK_LIMITS.lastFour);

export const cardLinkFormSchema = v.object({
  customerNumber: customerNumberRule(),
  cardLastFour: cardLastFourRule(),
});
