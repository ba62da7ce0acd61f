import { randomInt } from 'node:crypto';

/** The Luhn check digit of a string of digits, so a till can reject a mistyped number. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidVoucherNumber(value: string): boolean {
  return /^\d{12}$/.test(value) && luhnCheckDigit(value.slice(0, 11)) === value.slice(11);
}

/**
 * A new voucher number: 12 digits, the last a Luhn check digit. Digits only, so it prints as a
 * compact Code 128 barcode and can be keyed in at a till. Uniqueness is the table's to enforce.
 */
export function newVoucherNumber(): string {
  let body = String(randomInt(1, 10)); // no leading zero
  for (let i = 0; i < 10; i++) body += String(randomInt(0, 10));
  return body + luhnCheckDigit(body);
}
