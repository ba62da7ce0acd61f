import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../config/settings.ts';
import type { SharedStore } from '../store/shared-store.ts';

/** A browser that has signed in before carries this cookie (OWASP "device cookies"). */
const KNOWN_DEVICE_COOKIE = 'known_device';
/** How long a browser stays known without signing in again. */
const KNOWN_DEVICE_LIFETIME_MS = 180 * 86_400_000;
/** Accounts one browser is remembered for (a family's shared tablet), newest kept. */
const MAX_ACCOUNTS = 10;

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const storeKey = (id: string): string => `known-device:${createHash('sha256').update(id).digest('base64url')}`;

/**
 * The browsers that have signed in before, and to which accounts. The cookie is only an opaque
 * random id (256 bits): the accounts it stands for live in the shared store under its hash, so
 * whoever reads the cookie learns nothing, and the store leaks no usable cookie. The cookie is
 * kept at logout on purpose: it is what lets the owner in on their own budget while someone
 * else guesses at the account (docs/security.md, "Login defence").
 */
export function createKnownDevices(settings: BffSettings, store: SharedStore) {
  const idOf = (request: FastifyRequest): string | null => {
    const id = request.cookies[KNOWN_DEVICE_COOKIE];
    return id && ID_PATTERN.test(id) ? id : null;
  };

  async function accountsOf(id: string | null): Promise<string[]> {
    if (!id) return [];
    const stored = await store.getValue(storeKey(id));
    if (!stored) return [];
    try {
      const parsed: unknown = JSON.parse(stored);
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }

  return {
    /**
     * This browser's accounts (none for a new or unknown browser) and `key`, a hash of its id to
     * count its own attempts under without writing the id itself anywhere.
     */
    async read(request: FastifyRequest): Promise<{ key: string | null; accounts: string[] }> {
      const id = idOf(request);
      return { key: id ? storeKey(id) : null, accounts: await accountsOf(id) };
    },

    /**
     * This browser's id: its cookie's, or a new one that `remember` will set after a successful
     * sign-in. Known before the provider is asked, so the provider can tell a new device.
     */
    idFor(request: FastifyRequest): string {
      return idOf(request) ?? randomBytes(32).toString('base64url');
    },

    /** After a successful sign-in: this browser (`id`, from `idFor`) is known for `account`. */
    async remember(reply: FastifyReply, id: string, account: string): Promise<void> {
      const accounts = [account, ...(await accountsOf(id)).filter((known) => known !== account)].slice(0, MAX_ACCOUNTS);
      await store.setValue(storeKey(id), JSON.stringify(accounts), KNOWN_DEVICE_LIFETIME_MS);
      reply.setCookie(KNOWN_DEVICE_COOKIE, id, {
        httpOnly: true,
        sameSite: 'strict',
        secure: settings.secureCookies,
        path: '/',
        maxAge: KNOWN_DEVICE_LIFETIME_MS / 1000,
      });
    },
  };
}
