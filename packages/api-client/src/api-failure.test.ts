import { describe, expect, it } from 'vitest';
import { messageOf, NO_RESPONSE_MESSAGE, normaliseFailure, UNEXPECTED_MESSAGE } from './api-failure.ts';

const body = { code: 'validation_failed', message: 'Bad input', errors: [{ field: 'password', message: 'Too short' }] };

describe('rejections (requirements §20.2 service failures)', () => {
  it('most calls reject with the error object from the body, plus the status', () => {
    expect(normaliseFailure('body', 400, body)).toEqual({ status: 400, ...body });
  });

  it('password apply rejects with the first message of its errors list', () => {
    expect(normaliseFailure('first-error-message', 400, body)).toBe('Too short');
    expect(normaliseFailure('first-error-message', 400, { code: 'x', message: 'Only message' })).toBe('Only message');
  });

  it('register and refresh reject with null and false when there is no response', () => {
    expect(normaliseFailure('null-without-response', undefined, undefined)).toBeNull();
    expect(normaliseFailure('false-without-response', undefined, undefined)).toBe(false);
    // …but with the body when there is one.
    expect(normaliseFailure('null-without-response', 409, body)).toEqual({ status: 409, ...body });
  });

  it('other calls without a response reject with a network failure', () => {
    expect(normaliseFailure('body', undefined, undefined)).toEqual({
      status: 0,
      code: 'network_error',
      message: NO_RESPONSE_MESSAGE,
    });
  });

  it('a body that is not an error object becomes a generic failure with the status', () => {
    expect(normaliseFailure('body', 502, '<html>')).toEqual({
      status: 502,
      code: 'server_error',
      message: UNEXPECTED_MESSAGE,
    });
    expect(normaliseFailure('body', 418, { nope: true })).toEqual({
      status: 418,
      code: 'http_error',
      message: UNEXPECTED_MESSAGE,
    });
  });

  it('has a message for every rejection', () => {
    expect(messageOf('Too short')).toBe('Too short');
    expect(messageOf({ status: 400, code: 'x', message: 'Bad input' })).toBe('Bad input');
    expect(messageOf(null)).toBe(NO_RESPONSE_MESSAGE);
    expect(messageOf(false)).toBe(NO_RESPONSE_MESSAGE);
    expect(messageOf(new Error('boom'))).toBe(UNEXPECTED_MESSAGE);
  });
});
