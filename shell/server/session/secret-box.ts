import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a key derived (HKDF) from the BFF secret for one `purpose`, so values made
 * for one purpose never open for another. The key never leaves the BFF; a tampered value, or one
 * bound to other associated data, fails authentication instead of decrypting to something else.
 */
export function createSecretBox(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'island-rewards', purpose, 32));
  return {
    /** base64url of iv ‖ ciphertext ‖ tag; `boundTo` must be given again to open it. */
    encrypt(plaintext: string, boundTo = ''): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    /** The plaintext, or null when the value was not made by us, was altered, or is bound to something else. */
    decrypt(value: string, boundTo = ''): string | null {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 12 + 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(boundTo, 'utf8'));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
