// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { groupDigits, ScannableCode } from './scannable-code.tsx';

afterEach(cleanup);

describe('ScannableCode', () => {
  it('offers a barcode, a QR code and the number as text, each named for screen readers', () => {
    render(<ScannableCode value="418273645501" what="Voucher" />);
    expect(screen.getByRole('img', { name: 'Voucher barcode: 418273645501' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Voucher QR code: 418273645501' })).toBeTruthy();
    expect(screen.getByTestId('scannable-value').textContent).toBe('4182 7364 5501');
    expect(screen.getByRole('button', { name: 'Copy voucher' })).toBeTruthy();
  });

  it('groups digits in fours and leaves other text alone', () => {
    expect(groupDigits('20000001')).toBe('2000 0001');
    expect(groupDigits('IR-7')).toBe('IR-7');
  });
});
