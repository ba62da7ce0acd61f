import { luhnCheckDigit } from '../vouchers/voucher-number.ts';

/**
 * The bundled provider's stand-in for the partner bank's check of a customer number: the bank's
 * numbers end in a Luhn check digit, so a mistyped number is refused as the real bank would refuse
 * it. A real provider asks the bank here.
 */
export function bankKnowsCustomer(customerNumber: string): boolean {
  return luhnCheckDigit(customerNumber.slice(0, -1)) === customerNumber.slice(-1);
}
