import { createHash } from 'node:crypto';

/** The ACL user the BFF instances (and `npm run config`) connect as: the `portal:` keys and channels only. */
export const BFF_REDIS_USER = 'portal';
/** The operators' user (redis-cli --user admin): every command, every key. */
const ADMIN_REDIS_USER = 'admin';

/** The passwords of a Redis of the portal's own: generated locally (local-secrets.ts), never committed. */
export interface RedisPasswords {
  /** The BFF's user, BFF_REDIS_USER. */
  bff: string;
  /** The operators' user, ADMIN_REDIS_USER. */
  admin: string;
}

/**
 * The ACL of a portal Redis. `default` is off, so a client that has not authenticated gets
 * NOAUTH for every command. The BFF's user reaches only `portal:*` keys and channels, without
 * the dangerous commands (FLUSHALL, CONFIG, KEYS, DEBUG, ACL, MONITOR…); INFO stays (ioredis's
 * ready check). Passwords are written as SHA-256 (`#…`), never in clear, and never on a command
 * line (any local user can read a process's arguments).
 */
export function redisAcl(passwords: RedisPasswords): string[] {
  const sha = (password: string): string => createHash('sha256').update(password).digest('hex');
  return [
    'user default off resetpass -@all',
    `user ${BFF_REDIS_USER} on #${sha(passwords.bff)} resetkeys ~portal:* resetchannels &portal:* +@all -@dangerous +info`,
    `user ${ADMIN_REDIS_USER} on #${sha(passwords.admin)} ~* &* +@all`,
  ];
}

/** `redis://user:password@127.0.0.1:port`, the form REDIS_URL takes (rediss:// for TLS). */
export function redisUrl(port: number, user: string, password: string, host = '127.0.0.1'): string {
  return `redis://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}`;
}
