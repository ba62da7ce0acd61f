/**
 * Figures and days as the member reads them in an e-mail: "1,480 points", "31 March 2027". The
 * portal's own formatters live in @portal/ui, a React package the provider does not depend on;
 * these give the same words (docs/decisions/0019-glossary.md).
 */
const numbers = new Intl.NumberFormat('en-JM');
const longDay = new Intl.DateTimeFormat('en-JM', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-JM', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-JM', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "1,480 points" (one point: "1 point"). */
export const pointsInWords = (points: number): string =>
  `${numbers.format(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** A signed figure for a statement line: "+159 pts", "−500 pts". */
export const signedPoints = (points: number): string =>
  `${points > 0 ? '+' : points < 0 ? '−' : ''}${numbers.format(Math.abs(points))} pts`;

/** A calendar day, `YYYY-MM-DD`, never shifted: "31 March 2027", or `short`: "31 Mar 2027". */
export const dayInWords = (day: string, length: 'long' | 'short' = 'long'): string =>
  (length === 'long' ? longDay : shortDay).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** A month, `YYYY-MM`: "October 2026". */
export const monthInWords = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));
