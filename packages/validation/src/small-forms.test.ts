import { describe, expect, it } from 'vitest';
import { accountDeletionFormSchema } from './account-deletion-schema.ts';
import { cardLinkFormSchema } from './card-link-schema.ts';
import { emailAddressFormSchema } from './email-address-schema.ts';
import { validateForm } from './field-errors.ts';
import { promoClaimFormSchema, promoCodeFormSchema } from './promo-code-schema.ts';

describe('promo code form', () => {
  it('takes any case and spacing, and names what is wrong', () => {
    expect(validateForm(promoCodeFormSchema, { code: ' island 250 ' })).toEqual({
      ok: true,
      value: { code: 'ISLAND250' },
    });
    expect(validateForm(promoCodeFormSchema, { code: '' })).toMatchObject({
      errors: { code: 'This field is required' },
    });
    expect(validateForm(promoCodeFormSchema, { code: 'SAVE-10' })).toMatchObject({
      errors: { code: 'Value must be alphanumeric' },
    });
    expect(validateForm(promoCodeFormSchema, { code: 'AB1' })).toMatchObject({
      errors: { code: 'This field has minimum length of 4' },
    });
    expect(validateForm(promoClaimFormSchema, { phoneNumber: '555 0142' })).toMatchObject({
      errors: { phoneNumber: 'This field has minimum length of 10' },
    });
  });
});

describe('card link form', () => {
  it('takes the customer number and the last four digits only', () => {
    expect(validateForm(cardLinkFormSchema, { customerNumber: '1002 3459', cardLastFour: '4821' })).toEqual({
      ok: true,
      value: { customerNumber: '10023459', cardLastFour: '4821' },
    });
    expect(validateForm(cardLinkFormSchema, { customerNumber: 'FGB123', cardLastFour: '4111 1111 1111 1111' })).toEqual(
      {
        ok: false,
        errors: { customerNumber: 'Value must be digits', cardLastFour: 'This field has maximum length of 4' },
      },
    );
  });
});

describe('e-mail and deletion forms', () => {
  it('check the address format only', () => {
    expect(validateForm(emailAddressFormSchema, { emailAddress: 'nobody@example.com' })).toMatchObject({ ok: true });
    expect(validateForm(emailAddressFormSchema, { emailAddress: 'nobody' })).toEqual({
      ok: false,
      errors: { emailAddress: 'Invalid email' },
    });
  });

  it('deletion needs the password and the acknowledgement', () => {
    expect(validateForm(accountDeletionFormSchema, { password: '', acknowledged: false })).toEqual({
      ok: false,
      errors: {
        password: 'This field is required',
        acknowledged: 'Please confirm that you understand what deleting your account means',
      },
    });
  });
});
