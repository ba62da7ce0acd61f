import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CaptchaSolutionPayloadSchema, CaptchaTokenSchema, VerifyCaptchaRequestSchema } from './captcha.ts';

describe('captcha requests, for any input', () => {
  it('never throw', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const schema of [VerifyCaptchaRequestSchema, CaptchaTokenSchema, CaptchaSolutionPayloadSchema]) {
          expect(() => v.safeParse(schema, input)).not.toThrow();
        }
      }),
    );
  });

  it('verify-captcha takes base64 of up to 4096 characters and nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.base64String({ minLength: 1, maxLength: 5000 }),
          fc.uint8Array({ maxLength: 3000 }).map((bytes) => btoa(String.fromCharCode(...bytes))),
          fc.string({ maxLength: 60 }),
        ),
        (payload) => {
          const expected = payload.length >= 1 && payload.length <= 4096 && /^[A-Za-z0-9+/]+={0,2}$/.test(payload);
          expect(v.is(VerifyCaptchaRequestSchema, { payload })).toBe(expected);
        },
      ),
    );
  });

  it('a captcha token is 1–128 URL-safe characters and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.base64String({ maxLength: 140 }), fc.string({ maxLength: 140 })), (token) => {
        expect(v.is(CaptchaTokenSchema, token)).toBe(/^[A-Za-z0-9_-]{1,128}$/.test(token));
      }),
    );
  });
});
