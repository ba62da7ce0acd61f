import type { BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import type { Member } from '../../../scripts/lib/member-client.ts';

/**
 * Signs a browser context in as `account` through the BFF's login endpoint, as the login form
 * does (the context's pages then share the session cookies). A password check is the provider's
 * slowest call (Argon2id); on a saturated machine it can pass the BFF's 5 s provider timeout and
 * be answered 504, so that one answer is tried again (at most 3 times): the sign-in is this
 * test's setting, not what it proves.
 */
export async function signInContext(context: BrowserContext, origin: string, account: string): Promise<void> {
  let last = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const answer = await context.request.post(`${origin}/bff/token`, {
      headers: { origin, 'x-portal-request': '1' },
      data: { grant_type: 'password', username: account, password: DEMO_PASSWORD },
      timeout: 30_000,
    });
    if (answer.status() === 200) return;
    last = `${answer.status()} ${await answer.text()}`;
    if (answer.status() !== 504) break;
  }
  throw new Error(`sign-in of ${account}: ${last}`);
}

/** `member.signIn()`, with a 504 (the provider's password check slower than 5 s) tried again, at most 3 times. */
export async function signInMember(member: Member): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await member.signIn();
      return;
    } catch (error) {
      if (attempt >= 3 || !/: 504 /.test((error as Error).message)) throw error;
    }
  }
}
