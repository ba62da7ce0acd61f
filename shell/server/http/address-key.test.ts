import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('counts an IPv4 client per address', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.2')).not.toBe(addressKey('192.0.2.1'));
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv4-mapped IPv6 address as that IPv4 address, in any spelling', () => {
    for (const mapped of ['::ffff:192.0.2.1', '::FFFF:192.0.2.1', '0:0:0:0:0:ffff:192.0.2.1', '::ffff:c000:201']) {
      expect(addressKey(mapped)).toBe('192.0.2.1');
    }
    // …and not as the IPv4 address's neighbours, nor as an IPv6 network.
    expect(addressKey('::ffff:192.0.2.2')).toBe('192.0.2.2');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const one = addressKey('2001:db8:1:1::1');
    expect(one).toBe('2001:db8:1:1:0:0:0:0/64');
    for (const same of [
      '2001:db8:1:1::25',
      '2001:DB8:1:1:FFFF:FFFF:FFFF:FFFF',
      '2001:0db8:0001:0001:0000:0000:0000:0001',
      '2001:db8:1:1:a:b:c:d',
      '2001:db8:1:1::192.0.2.1',
      '[2001:db8:1:1::7]',
    ]) {
      expect(addressKey(same)).toBe(one);
    }
    // The next /64 is another client; so is an address that only shares the first 48 bits.
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(addressKey('2001:db8:1::1')).toBe('2001:db8:1:0:0:0:0:0/64');
  });

  it('drops a zone id: a link-local address is its /64 on any interface', () => {
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0:0:0:0:0/64');
    expect(addressKey('fe80::2%25en0')).toBe(addressKey('fe80::1'));
  });

  it('compresses the edge cases correctly: ::, ::1 and a zero run at either end', () => {
    expect(addressKey('::')).toBe('0:0:0:0:0:0:0:0/64');
    expect(addressKey('::1')).toBe('0:0:0:0:0:0:0:0/64');
    expect(addressKey('2001:db8:abcd:12::')).toBe('2001:db8:abcd:12:0:0:0:0/64');
    expect(addressKey('::2001:db8:abcd:12:1')).toBe('0:0:0:2001:0:0:0:0/64');
  });

  it('takes another prefix length (IPV6_PREFIX_LENGTH), including one that cuts a group', () => {
    expect(addressKey('2001:db8:1:1::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(addressKey('2001:db8:1:2::1', 48)).toBe(addressKey('2001:db8:1:1::1', 48));
    expect(addressKey('2001:db8:1:1ff::1', 56)).toBe('2001:db8:1:100:0:0:0:0/56');
    expect(addressKey('2001:db8::1', 128)).toBe('2001:db8:0:0:0:0:0:1/128');
    expect(addressKey('2001:db8::2', 128)).not.toBe(addressKey('2001:db8::1', 128));
    // IPv4 is per address whatever the IPv6 prefix.
    expect(addressKey('192.0.2.1', 48)).toBe('192.0.2.1');
  });

  it('keeps what is not an address apart from every address, and short', () => {
    for (const invalid of ['', 'localhost', '2001:db8::1::2', '192.0.2.256', '01.2.3.4', '2001:db8:1:1::g']) {
      expect(addressKey(invalid)).toMatch(/^unparsed:/);
    }
    expect(addressKey('x'.repeat(500)).length).toBeLessThan(80);
  });
});
