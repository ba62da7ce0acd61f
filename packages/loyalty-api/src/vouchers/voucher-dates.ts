import { JAMAICA_OFFSET_MS } from '@portal/contracts/jamaica-time';

const DAY_MS = 86_400_000;

/**
 * The last moment (23:59:59.999) of the day `days` after `from`, counted in Jamaica: a voucher
 * valid for 90 days can be used all day on its last day, wherever the server runs.
 */
export function endOfJamaicaDayAfter(from: Date, days: number): Date {
  const local = new Date(from.getTime() + JAMAICA_OFFSET_MS + days * DAY_MS);
  const endLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + DAY_MS - 1;
  return new Date(endLocal - JAMAICA_OFFSET_MS);
}
