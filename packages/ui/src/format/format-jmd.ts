import { lazily } from './lazily.ts';

const dollarsAndCents = lazily(
  () => new Intl.NumberFormat('en-JM', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * Jamaican dollars, always with cents: "J$1,000.00", "J$950.50"
 * (docs/decisions/0018-format-layer-and-jamaica-time.md). The J$ keeps a value from reading as US
 * dollars; the cents make every amount read alike.
 */
export const formatJmd = (amount: number): string => `J$${dollarsAndCents().format(amount)}`;
