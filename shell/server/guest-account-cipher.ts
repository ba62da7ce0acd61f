import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The encrypted account value stored for guests in local preferences (requirements §5.6, §4.3 step 6).
 * AES-256-GCM under a key derived from the BFF secret; the key never reaches the browser, and a
 * tampered value fails authentication instead of decrypting to something else.
 */
export function createGuestAccountCipher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'island-rewards', 'guest-account-value', 32));
  return {
    encrypt(plaintext: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    /** The plaintext, or null when the value was not made by us or was altered. */
    decrypt(value: string): string | null {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 12 + 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type GuestAccountCipher = ReturnType<typeof createGuestAccountCipher>;
