import { describe, expect, it } from 'vitest';
import { validateForm } from './field-errors.ts';
import { newPasswordFormSchema } from './password-schema.ts';
import { type RegistrationFormValues, registrationFormSchema } from './registration-schema.ts';

const values: RegistrationFormValues = {
  prefix: 'Mr.',
  firstName: 'Devon',
  lastName: "O'Connor",
  emailAddress: ' Devon.OConnor@example.com ',
  phoneNumber: '(658) 555-0123',
  birthdate: '1994-09-30',
  gender: '',
  password: 'Blue-Mountain-42',
  passwordConfirmation: 'Blue-Mountain-42',
  termsAccepted: true,
};

describe('registration form', () => {
  it('gives the register payload, without the confirmation', () => {
    expect(validateForm(registrationFormSchema, values)).toEqual({
      ok: true,
      value: {
        prefix: 'Mr.',
        firstName: 'Devon',
        lastName: "O'Connor",
        emailAddress: 'Devon.OConnor@example.com',
        phoneNumber: '6585550123',
        birthdate: '1994-09-30',
        gender: null,
        password: 'Blue-Mountain-42',
        termsAccepted: true,
      },
    });
  });

  it('applies the requirements §17.2 password rule and the confirmation', () => {
    const check = (password: string, passwordConfirmation = password) =>
      validateForm(registrationFormSchema, { ...values, password, passwordConfirmation });
    expect(check('Short1!')).toMatchObject({ errors: { password: 'This field has minimum length of 12' } });
    expect(check(`Aa1!${'a'.repeat(27)}`)).toMatchObject({
      errors: { password: 'This field has maximum length of 30' },
    });
    expect(check('bluemountain42!')).toMatchObject({ errors: { password: 'Invalid input' } });
    expect(check('Blue-Mountain-42', 'Blue-Mountain-43')).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'Value does not match' },
    });
  });

  it('requires the terms, a real e-mail and an adult', () => {
    expect(
      validateForm(registrationFormSchema, {
        ...values,
        termsAccepted: false,
        emailAddress: 'devon@',
        birthdate: `${new Date().getFullYear() - 12}-05-05`,
      }),
    ).toEqual({
      ok: false,
      errors: {
        emailAddress: 'Invalid email',
        birthdate: 'You must be at least 18 years old to join',
        termsAccepted: 'Please accept the terms and conditions to continue',
      },
    });
  });
});

describe('new password form (/reset-password)', () => {
  it('requires both and a match', () => {
    expect(validateForm(newPasswordFormSchema, { password: '', passwordConfirmation: '' })).toEqual({
      ok: false,
      errors: { password: 'This field is required', passwordConfirmation: 'This field is required' },
    });
    expect(
      validateForm(newPasswordFormSchema, { password: 'Blue-Mountain-42', passwordConfirmation: 'blue-mountain-42' }),
    ).toEqual({ ok: false, errors: { passwordConfirmation: 'Value does not match' } });
  });
});

describe('the confirmation', () => {
  it('says it does not match even while the password still breaks the rule', () => {
    expect(validateForm(newPasswordFormSchema, { password: 'short', passwordConfirmation: 'shorter' })).toEqual({
      ok: false,
      errors: { password: 'This field has minimum length of 12', passwordConfirmation: 'Value does not match' },
    });
  });
});
