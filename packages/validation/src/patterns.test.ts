import { describe, expect, it } from 'vitest';
import { PARISHES, TOWNS } from './constants.ts';
import { PATTERNS } from './patterns.ts';

describe('shared patterns (requirements §17.1)', () => {
  it('phone: 10 digits with area code 876 or 658', () => {
    expect(PATTERNS.phone.test('8765550142')).toBe(true);
    expect(PATTERNS.phone.test('6585550177')).toBe(true);
    for (const bad of ['9545550142', '876555014', '87655501420', '876-555-0142', '(876)5550142']) {
      expect(PATTERNS.phone.test(bad)).toBe(false);
    }
  });

  it('password: 12–30 characters with lower, upper, digit and symbol', () => {
    expect(PATTERNS.password.test('Island!Rewards2026')).toBe(true);
    expect(PATTERNS.password.test('Aa1!aaaaaaaa')).toBe(true); // 12
    expect(PATTERNS.password.test('Aa1!aaaaaaa')).toBe(false); // 11
    expect(PATTERNS.password.test(`Aa1!${'a'.repeat(26)}`)).toBe(true); // 30
    expect(PATTERNS.password.test(`Aa1!${'a'.repeat(27)}`)).toBe(false); // 31
    expect(PATTERNS.password.test('island!rewards2026')).toBe(false);
    expect(PATTERNS.password.test('ISLAND!REWARDS2026')).toBe(false);
    expect(PATTERNS.password.test('Island!Rewards')).toBe(false);
    expect(PATTERNS.password.test('IslandRewards2026')).toBe(false);
  });

  it('names: person names and name-like text', () => {
    expect(PATTERNS.personName.test("Kerry-Ann O'Neil")).toBe(true);
    expect(PATTERNS.personName.test('José')).toBe(true);
    expect(PATTERNS.personName.test('Simone2')).toBe(false);
    expect(PATTERNS.nameLike.test('14 Hope Road, Apt. 3-B')).toBe(true);
    expect(PATTERNS.nameLike.test('12345')).toBe(false);
    expect(PATTERNS.nameLike.test('Hope Road #3')).toBe(false);
  });

  it('guest e-mail, member number, token formats', () => {
    expect(PATTERNS.guestEmail.test('20000003@guest.islandrewards.jm')).toBe(true);
    expect(PATTERNS.guestEmail.test('a.b@guest.islandrewards.jm')).toBe(false);
    expect(PATTERNS.guestEmail.test('20000003@example.com')).toBe(false);
    expect(PATTERNS.memberNumber.test('00000000')).toBe(false);
    expect(PATTERNS.lowerAlnum32.test('a'.repeat(32))).toBe(true);
    expect(PATTERNS.lowerAlnum32.test('A'.repeat(32))).toBe(false);
    expect(PATTERNS.uuidV4.test('3f2b8c1e-9d4a-4b7e-8f10-2c3d4e5f6a7b')).toBe(true);
    expect(PATTERNS.uuidV4.test('3f2b8c1e-9d4a-1b7e-8f10-2c3d4e5f6a7b')).toBe(false);
  });
});

describe('requirements §21.2 lists', () => {
  it('has the 14 parishes with unique codes, and 36 towns each in one of them', () => {
    expect(PARISHES).toHaveLength(14);
    expect(new Set(PARISHES.map((p) => p.code)).size).toBe(14);
    expect(TOWNS).toHaveLength(36);
    expect(new Set(TOWNS.map((t) => t.name)).size).toBe(36);
    const codes = new Set<string>(PARISHES.map((p) => p.code));
    for (const town of TOWNS) expect(codes.has(town.parish)).toBe(true);
  });
});
