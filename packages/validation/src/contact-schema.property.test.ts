import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactTopics } from './constants.ts';
import { CONTACT_LIMITS, contactFormSchema } from './contact-schema.ts';
import { validateForm } from './field-errors.ts';
import { MESSAGES } from './messages.ts';
import {
  badEmailAddress,
  emailAddress,
  foreignPhone,
  type Generated,
  padded,
  personName,
  typedPhone,
} from './property-arbitraries.ts';

const BANK = 'First Global Bank';
const schema = contactFormSchema(BANK);

const message = fc
  .string({ minLength: CONTACT_LIMITS.messageMin, maxLength: 300 })
  .filter((text) => text.trim() === text && text.length >= CONTACT_LIMITS.messageMin);

const contact = fc.record({
  topic: padded(fc.constantFrom(...contactTopics(BANK))),
  name: padded(personName),
  emailAddress: padded(emailAddress),
  phoneNumber: fc.option(typedPhone, { nil: undefined }),
  message: padded(message),
});
type Contact = Generated<typeof contact>;

const formOf = (c: Contact) => ({
  topic: c.topic.typed,
  name: c.name.typed,
  emailAddress: c.emailAddress.typed,
  phoneNumber: c.phoneNumber?.typed ?? '',
  message: c.message.typed,
});

describe('contact form, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(schema, values)).not.toThrow();
      }),
    );
  });

  it('accepts every valid message, trimmed, with the phone number as 10 digits or null', () => {
    fc.assert(
      fc.property(contact, (c) => {
        expect(validateForm(schema, formOf(c))).toEqual({
          ok: true,
          value: {
            topic: c.topic.core,
            name: c.name.core,
            emailAddress: c.emailAddress.core,
            phoneNumber: c.phoneNumber?.core ?? null,
            message: c.message.core,
          },
        });
      }),
    );
  });

  it('refuses each broken field with the requirements’ message, word for word', () => {
    fc.assert(
      fc.property(
        contact,
        fc.constantFrom('topic', 'email', 'phone', 'short', 'long', 'blank'),
        badEmailAddress,
        foreignPhone,
        fc.string({ minLength: 1, maxLength: CONTACT_LIMITS.messageMin - 1 }).filter((t) => t.trim() === t && t !== ''),
        (c, broken, badEmail, badPhone, shortText) => {
          const form = formOf(c);
          const cases = {
            topic: [{ ...form, topic: 'Linking of a Other Bank Credit Card' }, { topic: MESSAGES.regex }],
            email: [{ ...form, emailAddress: badEmail }, { emailAddress: MESSAGES.email }],
            phone: [{ ...form, phoneNumber: badPhone }, { phoneNumber: MESSAGES.regex }],
            short: [{ ...form, message: shortText }, { message: MESSAGES.min(CONTACT_LIMITS.messageMin) }],
            long: [{ ...form, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, { message: MESSAGES.max(2000) }],
            blank: [{ ...form, name: ' ' }, { name: MESSAGES.required }],
          } as const;
          const [values, errors] = cases[broken];
          expect(validateForm(schema, values)).toEqual({ ok: false, errors });
        },
      ),
    );
  });
});
