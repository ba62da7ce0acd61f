import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.ts';

describe('mailboxKey', () => {
  it('is one key for the spellings of one inbox', () => {
    expect(mailboxKey(' Ann.Brown@Example.JM ')).toBe('ann.brown@example.jm');
    expect(mailboxKey('ann+1@example.jm')).toBe('ann@example.jm');
    expect(mailboxKey('ANN+news+2@example.jm')).toBe('ann@example.jm');
    expect(mailboxKey('a.n.n+x@gmail.com')).toBe('ann@gmail.com');
    expect(mailboxKey('ann@googlemail.com')).toBe('ann@gmail.com');
  });

  it('keeps dots where the mail service does not ignore them, and what it cannot read as it is', () => {
    expect(mailboxKey('a.nn@example.jm')).not.toBe(mailboxKey('ann@example.jm'));
    expect(mailboxKey('+tag@example.jm')).toBe('+tag@example.jm');
    expect(mailboxKey('not-an-address')).toBe('not-an-address');
    expect(mailboxKey('@example.jm')).toBe('@example.jm');
  });
});
