/**
 * Digits in groups of four, as printed on cards and read aloud at a till ("2000 0001"); anything
 * that is not all digits unchanged. The portal's scannable codes and the wallet passes share it.
 */
export function groupDigits(value: string): string {
  return /^\d+$/.test(value) ? (value.match(/.{1,4}/g) ?? [value]).join(' ') : value;
}
