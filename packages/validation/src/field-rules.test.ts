import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ageOn, birthdateRule, emailRule, normalisePhoneNumber, phoneRule } from './field-rules.ts';

const messageOf = (schema: v.GenericSchema, value: unknown): string | null => {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
};

describe('phone numbers (requirements §17.1: 10 digits, area code 876 or 658)', () => {
  it('accepts what members type, made canonical', () => {
    for (const typed of ['8765550142', '876 555 0142', '(876) 555-0142', '+1 876 555 0142', '1-876-555-0142']) {
      expect(normalisePhoneNumber(typed)).toBe('8765550142');
      expect(v.parse(phoneRule(), typed)).toBe('8765550142');
    }
    expect(v.parse(phoneRule(), '658.555.0177')).toBe('6585550177');
  });

  it('names what is wrong', () => {
    expect(messageOf(phoneRule(), '')).toBe('This field is required');
    expect(messageOf(phoneRule(), '876555O142')).toBe('Value must be digits');
    expect(messageOf(phoneRule(), '876555014')).toBe('This field has minimum length of 10');
    expect(messageOf(phoneRule(), '87655501421')).toBe('This field has maximum length of 10');
    expect(messageOf(phoneRule(), '9545550142')).toBe('Invalid input');
  });
});

describe('e-mail addresses', () => {
  it('must be valid and the member’s own, not a generated guest address', () => {
    expect(messageOf(emailRule(), 'member@example.com')).toBeNull();
    expect(messageOf(emailRule(), 'member@example')).toBe('Invalid email');
    expect(messageOf(emailRule(), '20000003@guest.islandrewards.jm')).toBe('Please use your own e-mail address');
    expect(messageOf(emailRule(), '20000003@GUEST.islandrewards.jm')).toBe('Please use your own e-mail address');
  });
});

describe('birthdates', () => {
  it('counts whole years', () => {
    const today = new Date(2026, 10, 22);
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('1986-07-22', today)).toBe(40);
  });

  it('takes real calendar dates of adults', () => {
    expect(messageOf(birthdateRule(), '1986-07-22')).toBeNull();
    expect(messageOf(birthdateRule(), '1986-02-30')).toBe('Invalid input');
    expect(messageOf(birthdateRule(), '22/07/1986')).toBe('Invalid input');
    expect(messageOf(birthdateRule(), `${new Date().getFullYear() - 10}-01-01`)).toBe(
      'You must be at least 18 years old to join',
    );
    expect(messageOf(birthdateRule(), '1850-01-01')).toBe('Invalid input');
  });
});
