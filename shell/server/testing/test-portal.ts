import { startTestProvider, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { BffSettings } from '../config/settings.ts';
import { buildTestBff, cookiesOf, portalHeaders, signInDemoMember } from './test-bff.ts';

/**
 * Stands for an instance that exists only once `beforeAll` has run: every property read is
 * forwarded to it (methods bound to it), so a test file can use the stand-in like a variable.
 */
function standIn<T extends object>(current: () => T | undefined, name: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const instance = current();
      if (!instance) throw new Error(`The test ${name} is used before beforeAll has started it.`);
      const value = Reflect.get(instance, key, instance);
      return typeof value === 'function' ? value.bind(instance) : value;
    },
  });
}

/**
 * A real provider on a fresh database and a BFF in front of it for the tests of one file: started
 * in `beforeAll`, closed in `afterAll`. Call it once at the top of a test file. Besides the two
 * servers it gives the two steps most tests begin with: signing a demo member in and storing the
 * account type (the login flow's "store type" step, requirements §4.3). `overrides`: the BFF's
 * settings that differ from buildTestBff's (a deploy secret, say).
 */
export function testPortal(overrides: Partial<BffSettings> = {}) {
  let provider: TestProvider | undefined;
  let bff: FastifyInstance | undefined;

  beforeAll(async () => {
    provider = await startTestProvider();
    bff = (await buildTestBff(provider.url, overrides)).app;
  });
  afterAll(async () => {
    await bff?.close();
    await provider?.close();
  });

  const app = standIn(() => bff, 'BFF');

  /** Signs a demo member in through POST /bff/token; the cookies it set, and the answer. */
  const signIn = (username = '20000001') => signInDemoMember(app, { username });

  /** The cookies after the BFF has stored the account type. */
  async function storeAccountType(cookie: string, accountType: 'user' | 'guest'): Promise<string> {
    const stored = await app.inject({
      method: 'POST',
      url: '/bff/token',
      headers: { ...portalHeaders, cookie },
      payload: { accountType },
    });
    return cookiesOf(stored.headers['set-cookie'], cookie);
  }

  return { provider: standIn(() => provider, 'provider'), bff: app, signIn, storeAccountType };
}
