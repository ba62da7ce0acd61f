import { contactTopics } from '@portal/validation/constants';
import { CONTACT_LIMITS } from '@portal/validation/contact-schema';
import { MESSAGES } from '@portal/validation/messages';
import { chars, emailAddress, padded, personName, typedPhone } from '@portal/validation/property-arbitraries';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactUsRequestSchema } from './contact.ts';

const bankName = chars('ABCDEFGHabcdefgh &.', 2, 60).filter((name) => name.trim() === name && name.length >= 2);

const contact = fc.record({
  topic: fc.oneof(
    fc.constantFrom(...contactTopics('First Global Bank').filter((topic) => !topic.startsWith('Linking'))),
    bankName.map((bank) => contactTopics(bank).find((topic) => topic.startsWith('Linking')) as string),
  ),
  name: padded(personName),
  emailAddress: padded(emailAddress),
  phoneNumber: fc.option(typedPhone, { nil: null }),
  message: padded(
    fc
      .string({ minLength: CONTACT_LIMITS.messageMin, maxLength: 200 })
      .filter((text) => text.trim() === text && text.length >= 10),
  ),
  captchaToken: chars('abcXYZ019_-', 1, 128),
});

describe('contact-us request, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => v.safeParse(ContactUsRequestSchema, input)).not.toThrow();
      }),
    );
  });

  it('accepts every valid message, the partner-bank topic with any bank’s name, trimmed', () => {
    fc.assert(
      fc.property(contact, (c) => {
        const request = {
          topic: c.topic,
          name: c.name.typed,
          emailAddress: c.emailAddress.typed,
          phoneNumber: c.phoneNumber?.typed ?? null,
          message: c.message.typed,
          captchaToken: c.captchaToken,
        };
        expect(v.parse(ContactUsRequestSchema, request)).toEqual({
          ...request,
          name: c.name.core,
          emailAddress: c.emailAddress.core,
          phoneNumber: c.phoneNumber?.core ?? null,
          message: c.message.core,
        });
      }),
    );
  });

  it('refuses a topic that is not one of the requirements §15.1 topics with Invalid input, and a missing captcha token', () => {
    fc.assert(
      fc.property(contact, fc.string({ maxLength: 80 }), (c, topic) => {
        fc.pre(
          !contactTopics('\u0000').some((known) => known === topic.trim()) && !topic.trim().startsWith('Linking of a'),
        );
        const request = {
          topic,
          name: 'Ann',
          emailAddress: 'ann@example.jm',
          message: c.message.core,
          captchaToken: 'tok',
        };
        const result = v.safeParse(ContactUsRequestSchema, request);
        expect(result.success).toBe(false);
        if (!result.success)
          expect(result.issues[0].message).toBe(topic.trim() === '' ? MESSAGES.required : MESSAGES.regex);
        expect(v.is(ContactUsRequestSchema, { ...request, topic: 'General Comment', captchaToken: undefined })).toBe(
          false,
        );
      }),
    );
  });
});
