import * as v from 'valibot';
import { contactTopics } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { PATTERNS } from './patterns.ts';

/**
 * Bounds of the contact form (requirements §17.4 leaves them out; see
 * docs/decisions/0037-information-pages-and-contact.md).
 */
export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;

/** The partner-bank topic with any bank's name in it: the provider does not know the configured name. */
const PARTNER_BANK_TOPIC = /^Linking of a [\p{L}\p{N} .,&'’-]{2,60} Credit Card$/u;
const BANK_PLACEHOLDER = '\u0000';

/**
 * True when `topic` is one of the requirements §15.1 contact topics. With a bank name, the partner-bank
 * topic must name that bank; without one (the provider), any plausible bank name is accepted.
 */
export function isContactTopic(topic: string, partnerBankName?: string): boolean {
  if (partnerBankName !== undefined) return contactTopics(partnerBankName).includes(topic);
  return contactTopics(BANK_PLACEHOLDER).some((known) =>
    known.includes(BANK_PLACEHOLDER) ? PARTNER_BANK_TOPIC.test(topic) : known === topic,
  );
}

/**
 * A phone number as members type it ("876-555-0142", "(876) 555 0142", "+1 876 555 0142"),
 * reduced to the 10 digits requirements §17.1 describes. Anything else is returned as typed, to fail the pattern.
 */
export function normalisePhone(value: string): string {
  const digits = value.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  return /^\d+$/.test(digits) ? digits : value.trim();
}

const requiredText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(max, MESSAGES.max(max)));

/** A rule checked only once the field is filled, so an empty field gets one message: required. */
const whenFilled = (test: (value: string) => boolean, message: string) =>
  v.check<string, string>((value) => value === '' || test(value), message);

const EmailSchema = v.pipe(v.string(), v.email());

/**
 * The fields of a contact message, shared by the contact form and the provider's contact-us
 * request. The phone number is optional: most enquiries are answered by e-mail, and a member who
 * wants a call back gives one.
 */
export function contactMessageFields(partnerBankName?: string) {
  return {
    topic: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      whenFilled((topic) => isContactTopic(topic, partnerBankName), MESSAGES.regex),
    ),
    name: v.pipe(
      requiredText(CONTACT_LIMITS.nameMax),
      whenFilled((name) => PATTERNS.personName.test(name), MESSAGES.regex),
    ),
    emailAddress: v.pipe(
      requiredText(CONTACT_LIMITS.emailMax),
      whenFilled((email) => v.is(EmailSchema, email), MESSAGES.email),
    ),
    phoneNumber: v.pipe(
      v.nullish(v.string(), ''),
      v.transform(normalisePhone),
      v.check((phone) => phone === '' || PATTERNS.phone.test(phone), MESSAGES.regex),
      v.transform((phone) => (phone === '' ? null : phone)),
    ),
    message: v.pipe(
      requiredText(CONTACT_LIMITS.messageMax),
      whenFilled((message) => message.length >= CONTACT_LIMITS.messageMin, MESSAGES.min(CONTACT_LIMITS.messageMin)),
    ),
  };
}

/** The contact form (/contact): the topic must be one the form offers, with the configured bank's name. */
export function contactFormSchema(partnerBankName: string) {
  return v.object(contactMessageFields(partnerBankName));
}

export interface ContactFormValues {
  topic: string;
  name: string;
  emailAddress: string;
  phoneNumber: string;
  message: string;
}
