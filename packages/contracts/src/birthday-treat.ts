import { jamaicaWallClock } from './jamaica-time.ts';

/**
 * The birthday treat (docs/decisions/0045-birthday-treat.md): a voucher of this value in Jamaican
 * dollars, no points spent, issued by the provider in the member's birthday month.
 */
export const BIRTHDAY_TREAT_VALUE_JMD = 1000;

/**
 * The birthday month of a birthdate (`YYYY-MM-DD`, as the account holds it), 1–12, or null when
 * it is not one.
 */
export function birthMonthOf(birthdate: string | null | undefined): number | null {
  const month = Number(/^\d{4}-(\d{2})-\d{2}/.exec(birthdate ?? '')?.[1]);
  return month >= 1 && month <= 12 ? month : null;
}

/**
 * Whether `now` is in the birthday month on Jamaica's wall clock (UTC−5 all year): only the month
 * counts, so a 29 February birthday is in February in every year, and 23:30 on 31 March in
 * Jamaica (04:30 on 1 April UTC) is still March.
 */
export function isBirthdayMonth(birthdate: string | null | undefined, now: Date): boolean {
  const month = birthMonthOf(birthdate);
  return month !== null && jamaicaWallClock(now).getUTCMonth() + 1 === month;
}
