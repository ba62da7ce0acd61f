/**
 * A number as en-JM writes it: digits grouped in threes with commas, a point before the fraction,
 * rounded half away from zero to at most `maxFraction` digits, and at least `minFraction` kept:
 * `numberWords(1234.5, 2, 2)` is "1,234.50", `numberWords(-1950, 0, 3)` "-1,950".
 *
 * Why not `Intl.NumberFormat('en-JM')`: it printed the same (the tests hold them side by side),
 * but the first en-JM formatter a page makes loads that locale's data, 60–100 ms of one task at
 * phone speed on a member's / (docs/performance.md, "Lighthouse"), for commas and a point. Like
 * `Intl`, the digits rounded are those of the number's shortest decimal form (1.005 to two places
 * is 1.01), not of its binary value, as `toFixed` would (1.00).
 */
export function numberWords(value: number, minFraction: number, maxFraction: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole = '0', fraction = ''] = decimalDigits(Math.abs(value)).split('.');
  // The digits kept, as one integer in units of the last place kept, then rounded up on a 5 or more.
  const kept = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  const rounded = (fraction.charCodeAt(maxFraction) || 0) >= 53 ? kept + 1n : kept;
  const digits = rounded.toString().padStart(maxFraction + 1, '0');
  const wholeDigits = digits.slice(0, digits.length - maxFraction);
  let fractionDigits = digits.slice(digits.length - maxFraction);
  while (fractionDigits.length > minFraction && fractionDigits.endsWith('0'))
    fractionDigits = fractionDigits.slice(0, -1);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${fractionDigits ? `.${fractionDigits}` : ''}`;
}

/**
 * The shortest decimal form of a finite number ≥ 0 without exponent notation: what `String` writes
 * from 1e-6 to 1e21; below, nothing a rounding to three places keeps; above, the whole number.
 */
const decimalDigits = (value: number): string =>
  value >= 1e21 ? BigInt(value).toString() : value < 1e-6 ? '0' : String(value);
