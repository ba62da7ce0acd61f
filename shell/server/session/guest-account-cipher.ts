import { createSecretBox, type SecretBox } from './secret-box.ts';

/**
 * The encrypted account value stored for guests in local preferences (requirements §5.6, §4.3 step 6): a
 * secret box of its own purpose, so the key never reaches the browser and a tampered value fails.
 */
export function createGuestAccountCipher(secret: string): SecretBox {
  return createSecretBox(secret, 'guest-account-value');
}

export type GuestAccountCipher = SecretBox;
