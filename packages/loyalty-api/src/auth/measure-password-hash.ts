import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from './password-hash.ts';

/**
 * How many password checks per second this machine does, the old way (scrypt N=2^15) and the
 * current one (Argon2id at OWASP's setting): each is one login's worth of KDF at the provider.
 * `node packages/loyalty-api/src/auth/measure-password-hash.ts`; the figures are in docs/security.md.
 */
const SECONDS = 5;

async function rate(label: string, stored: string, concurrency: number): Promise<void> {
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await verifyPassword('Not-the-password-9', stored);
        done++;
      }
    }),
  );
  console.log(`${label}, ${concurrency} at a time: ${(done / SECONDS).toFixed(1)} checks/s`);
}

const { scryptSync, randomBytes } = await import('node:crypto');
const salt = randomBytes(16);
const legacy = `scrypt$${2 ** 15}$8$1$${salt.toString('base64url')}$${scryptSync('x', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64url')}`;
const current = await hashPassword('x');
console.log(`cores: ${availableParallelism()}`);
for (const concurrency of [1, 4]) {
  await rate('scrypt N=2^15 r=8 p=1 (before)', legacy, concurrency);
  await rate('argon2id m=19 MiB t=2 p=1 (now)', current, concurrency);
}
