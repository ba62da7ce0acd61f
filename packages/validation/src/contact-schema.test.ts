import { describe, expect, it } from 'vitest';
import { contactFormSchema, isContactTopic, normalisePhone } from './contact-schema.ts';
import { validateForm } from './field-errors.ts';

const schema = contactFormSchema('First Global Bank');
const valid = {
  topic: 'Reward Enquiry',
  name: 'Simone Campbell',
  emailAddress: 'member@example.com',
  phoneNumber: '',
  message: 'When does the fuel voucher come back in stock?',
};

describe('contact form (requirements §17.3 messages, §15.1 topics)', () => {
  it('accepts a complete message, trimmed, with the phone optional', () => {
    expect(validateForm(schema, { ...valid, name: '  Simone Campbell ' })).toEqual({
      ok: true,
      value: { ...valid, phoneNumber: null },
    });
  });

  it('requires a topic, a name, an e-mail address and a message', () => {
    const result = validateForm(schema, { topic: '', name: ' ', emailAddress: '', phoneNumber: '', message: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        topic: 'This field is required',
        name: 'This field is required',
        emailAddress: 'This field is required',
        message: 'This field is required',
      },
    });
  });

  it('answers a bad e-mail, a bad phone and a short message with the requirements’ messages', () => {
    expect(validateForm(schema, { ...valid, emailAddress: 'simone@' })).toEqual({
      ok: false,
      errors: { emailAddress: 'Invalid email' },
    });
    expect(validateForm(schema, { ...valid, phoneNumber: '954 555 0142' })).toEqual({
      ok: false,
      errors: { phoneNumber: 'Invalid input' },
    });
    expect(validateForm(schema, { ...valid, message: 'Hi' })).toEqual({
      ok: false,
      errors: { message: 'This field has minimum length of 10' },
    });
    expect(validateForm(schema, { ...valid, message: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { message: 'This field has maximum length of 2000' },
    });
    expect(validateForm(schema, { ...valid, name: 'R2D2' })).toEqual({ ok: false, errors: { name: 'Invalid input' } });
  });

  it('takes a phone number however it is typed and sends its 10 digits', () => {
    for (const typed of ['876-555-0142', '(876) 555 0142', '+1 876 555 0142', '8765550142']) {
      expect(normalisePhone(typed)).toBe('8765550142');
      expect(validateForm(schema, { ...valid, phoneNumber: typed })).toMatchObject({
        ok: true,
        value: { phoneNumber: '8765550142' },
      });
    }
  });

  it('offers only the requirements §15.1 topics, the partner-bank one with the configured bank', () => {
    expect(isContactTopic('Linking of a First Global Bank Credit Card', 'First Global Bank')).toBe(true);
    expect(isContactTopic('Linking of a Other Bank Credit Card', 'First Global Bank')).toBe(false);
    expect(validateForm(schema, { ...valid, topic: 'Free money' })).toEqual({
      ok: false,
      errors: { topic: 'Invalid input' },
    });
  });

  it('lets the provider, which does not know the bank, accept any bank in that topic', () => {
    expect(isContactTopic('Linking of a NCB Credit Card')).toBe(true);
    expect(isContactTopic('Become a Partner')).toBe(true);
    expect(isContactTopic('Linking of a  Credit Card')).toBe(false);
    expect(isContactTopic('Something else')).toBe(false);
  });
});
