import { describe, expect, it } from 'vitest';
import { isValidVoucherNumber, luhnCheckDigit, newVoucherNumber } from './voucher-number.ts';

describe('voucher numbers', () => {
  it('computes the Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3'); // the textbook example
  });

  it('makes 12-digit numbers that validate, and catches a mistyped digit or swap', () => {
    for (let i = 0; i < 200; i++) {
      const number = newVoucherNumber();
      expect(number).toMatch(/^[1-9]\d{11}$/);
      expect(isValidVoucherNumber(number)).toBe(true);
      const typo = number.slice(0, 4) + String((Number(number[4]) + 1) % 10) + number.slice(5);
      expect(isValidVoucherNumber(typo)).toBe(false);
    }
  });
});
