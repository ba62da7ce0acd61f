import { argon2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing: Argon2id (RFC 9106) from node:crypto, at OWASP's first recommended setting
 * (m = 19 MiB, t = 2, p = 1). A hash carries its parameters, in the PHC string format
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`), so they can be raised later: a hash below the
 * current parameters — or an older `scrypt$N$r$p$salt$hash` one — still verifies, and
 * needsRehash() says to store a fresh hash at the member's next successful sign-in.
 */
export const ARGON2ID = { memoryKiB: 19_456, passes: 2, parallelism: 1 } as const;
const KEY_LENGTH = 32;
const SCRYPT_MAX_MEM = 256 * 1024 * 1024;

interface Argon2Parameters {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

function deriveArgon2(password: string, salt: Buffer, parameters: Argon2Parameters, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        message: password.normalize('NFKC'),
        nonce: salt,
        memory: parameters.memoryKiB,
        passes: parameters.passes,
        parallelism: parameters.parallelism,
        tagLength: length,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function deriveScrypt(
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { N: n, r, p, maxmem: SCRYPT_MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, parameters: Argon2Parameters = ARGON2ID): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveArgon2(password, salt, parameters, KEY_LENGTH);
  const { memoryKiB: m, passes: t, parallelism: p } = parameters;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(key)}`;
}

const ARGON2_HASH = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The parameters of a stored Argon2id hash, or null for any other kind of hash. */
function argon2ParametersOf(stored: string): (Argon2Parameters & { salt: Buffer; hash: Buffer }) | null {
  const match = ARGON2_HASH.exec(stored);
  if (!match) return null;
  const [, m, t, p, salt, hash] = match as unknown as [string, string, string, string, string, string];
  return {
    memoryKiB: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const argon = argon2ParametersOf(stored);
  if (argon) {
    const actual = await deriveArgon2(password, argon.salt, argon, argon.hash.length);
    return timingSafeEqual(actual, argon.hash);
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await deriveScrypt(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash is weaker than what hashPassword makes now (older scheme or lower parameters). */
export function needsRehash(stored: string, current: Argon2Parameters = ARGON2ID): boolean {
  const argon = argon2ParametersOf(stored);
  if (!argon) return true;
  return argon.memoryKiB < current.memoryKiB || argon.passes < current.passes || argon.hash.length < KEY_LENGTH;
}

/**
 * A hash of a password nobody has, verified against when the account does not exist, so a
 * wrong member id costs the same time as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoyHash;
}
