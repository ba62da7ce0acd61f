import { numberWords } from './number-words.ts';

/**
 * Jamaican dollars, always with cents: "J$1,000.00", "J$950.50"
 * (docs/decisions/0018-format-layer-and-jamaica-time.md). The J$ keeps a value from reading as US
 * dollars; the cents make every amount read alike.
 */
export const formatJmd = (amount: number): string => `J$${numberWords(amount, 2, 2)}`;
