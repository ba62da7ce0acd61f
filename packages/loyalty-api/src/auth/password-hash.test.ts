import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ARGON2ID, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

/** A hash as the provider stored them before Argon2id: scrypt N=2^15, r=8, p=1. */
const legacyScrypt = (password: string): string => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${2 ** 15}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

describe('password hashing', () => {
  it('makes Argon2id hashes at the OWASP setting, with the parameters in the hash', async () => {
    const stored = await hashPassword('Montego-Bay-2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('Montego-Bay-2026', stored)).toBe(true);
    expect(await verifyPassword('Montego-Bay-2027', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    // A fresh salt each time.
    expect(await hashPassword('Montego-Bay-2026')).not.toBe(stored);
  });

  it('still verifies an old scrypt hash, and asks for it to be rehashed', async () => {
    const stored = legacyScrypt('Ocho-Rios-2025');
    expect(await verifyPassword('Ocho-Rios-2025', stored)).toBe(true);
    expect(await verifyPassword('Ocho-Rios-2026', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('verifies a weaker Argon2id hash by its own parameters, and asks for a rehash', async () => {
    const weak = await hashPassword('Negril-2026', { memoryKiB: 4_096, passes: 1, parallelism: 1 });
    expect(weak).toContain('$m=4096,t=1,p=1$');
    expect(await verifyPassword('Negril-2026', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, { memoryKiB: 4_096, passes: 1, parallelism: 1 })).toBe(false);
    expect(needsRehash(await hashPassword('x'), { ...ARGON2ID, passes: 3 })).toBe(true);
  });

  it('refuses what is not a hash it knows', async () => {
    for (const stored of ['', 'plain', '$argon2i$v=19$m=19456,t=2,p=1$AAAA$AAAA', 'scrypt$1$2$3']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
