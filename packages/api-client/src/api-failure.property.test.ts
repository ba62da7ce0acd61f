import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageOf, normaliseFailure, type RejectionStyle } from './api-failure.ts';

const styles: RejectionStyle[] = ['body', 'first-error-message', 'null-without-response', 'false-without-response'];
const status = fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined });
const errorBody = fc.record(
  {
    code: fc.string({ minLength: 1 }),
    message: fc.string({ minLength: 1 }),
    errors: fc.array(
      fc.record({ field: fc.string(), message: fc.string({ minLength: 1 }) }, { requiredKeys: ['message'] }),
      { minLength: 1 },
    ),
  },
  { requiredKeys: ['code', 'message'] },
);

describe('error normalisation (requirements §20.2), for any failure', () => {
  it('never throws, and always has a message a member can read', () => {
    fc.assert(
      fc.property(fc.constantFrom(...styles), status, fc.anything(), (style, code, body) => {
        const rejection = normaliseFailure(style, code, body);
        const message = messageOf(rejection);
        expect(typeof message).toBe('string');
        expect(message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('without a response: null for register-like calls, false for refresh, a network failure otherwise', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(normaliseFailure('null-without-response', undefined, body)).toBeNull();
        expect(normaliseFailure('false-without-response', undefined, body)).toBe(false);
        expect(normaliseFailure('body', undefined, body)).toMatchObject({ status: 0, code: 'network_error' });
      }),
    );
  });

  it('with an error body: the body itself (plus status), or the first message for password apply', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), errorBody, (code, body) => {
        expect(normaliseFailure('body', code, body)).toEqual({ status: code, ...body });
        expect(normaliseFailure('first-error-message', code, body)).toBe(body.errors?.[0]?.message ?? body.message);
      }),
    );
  });
});
