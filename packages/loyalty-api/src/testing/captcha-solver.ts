import type { CaptchaChallenge } from '@portal/contracts/provider/captcha';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge as the browser widget does and encodes the payload the same way (tests only). */
export async function solvedPayload(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const encodePayload = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64');
