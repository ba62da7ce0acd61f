import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validationError } from './validation-error.ts';

const Schema = v.object({
  emailAddress: v.pipe(v.string(), v.email('Enter a valid e-mail address.')),
  address: v.object({ parish: v.pipe(v.string(), v.minLength(1, 'Choose a parish.')) }),
});

describe('validationError', () => {
  it('is a 400 validation_failed naming each field by its dotted path, led by the first problem', () => {
    const result = v.safeParse(Schema, { emailAddress: 'nope', address: { parish: '' } });
    if (result.success) throw new Error('the sample must be invalid');
    const error = validationError(result.issues);
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({
      code: 'validation_failed',
      message: 'Enter a valid e-mail address.',
      errors: [
        { field: 'emailAddress', message: 'Enter a valid e-mail address.' },
        { field: 'address.parish', message: 'Choose a parish.' },
      ],
    });
  });

  it('leaves out the field when the problem is the input as a whole', () => {
    const result = v.safeParse(Schema, 'not an object');
    if (result.success) throw new Error('the sample must be invalid');
    const body = validationError(result.issues).toBody();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]).not.toHaveProperty('field');
    expect(body.message).toBe(body.errors?.[0]?.message);
  });
});
