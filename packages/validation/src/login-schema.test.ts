import { describe, expect, it } from 'vitest';
import { validateForm } from './field-errors.ts';
import { loginSchema } from './login-schema.ts';

const schema = loginSchema('Island Rewards');
const check = (memberId: string, password: string) => validateForm(schema, { memberId, password });

describe('login validation (requirements §4.2)', () => {
  it('accepts a member number and an e-mail address, trimmed', () => {
    expect(check('  20000001 ', ' secret1 ')).toEqual({
      ok: true,
      value: { memberId: '20000001', password: 'secret1' },
    });
    expect(check('member@example.com', 'secret1')).toMatchObject({ ok: true });
  });

  it('names the programme when the member id is missing or too short', () => {
    const required = 'Your Island Rewards Number or Email Address is required';
    expect(check('', 'secret1')).toEqual({ ok: false, errors: { memberId: required } });
    expect(check('   ', 'secret1')).toEqual({ ok: false, errors: { memberId: required } });
    expect(check('1234567', 'secret1')).toEqual({ ok: false, errors: { memberId: required } });
    expect(validateForm(loginSchema('Kitchen Club'), { memberId: '', password: 'secret1' })).toEqual({
      ok: false,
      errors: { memberId: 'Your Kitchen Club Number or Email Address is required' },
    });
  });

  it("answers 'Incorrect login details' for ids that are neither 8+ digits nor an e-mail", () => {
    for (const id of ['00000000', '000000000', '1234567a', 'not-an-email', 'member@example', '12345678 9']) {
      expect(check(id, 'secret1')).toEqual({ ok: false, errors: { memberId: 'Incorrect login details' } });
    }
    expect(check('00000001', 'secret1')).toMatchObject({ ok: true });
  });

  it('requires a password of at least 6 characters', () => {
    expect(check('20000001', '')).toEqual({ ok: false, errors: { password: 'This field is required' } });
    expect(check('20000001', '  12345  ')).toEqual({
      ok: false,
      errors: { password: 'This field has minimum length of 6' },
    });
    expect(check('20000001', '123456')).toMatchObject({ ok: true });
  });
});
