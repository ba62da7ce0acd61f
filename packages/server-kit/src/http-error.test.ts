import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';

describe('HttpError', () => {
  it('sends its code and message, and field errors only when it has some', () => {
    expect(new HttpError(404, 'not_found', 'Not found.').toBody()).toEqual({
      code: 'not_found',
      message: 'Not found.',
    });
    expect(
      new HttpError(409, 'email_unavailable', 'Taken.', [{ field: 'emailAddress', message: 'Taken.' }]).toBody(),
    ).toEqual({ code: 'email_unavailable', message: 'Taken.', errors: [{ field: 'emailAddress', message: 'Taken.' }] });
  });
});
