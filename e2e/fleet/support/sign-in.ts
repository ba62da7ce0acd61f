import type { BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import type { Member } from '../../../scripts/lib/member-client.ts';

/**
 * The answers a sign-in that sets a test up is tried again on (at most 3 times): the sign-in is
 * the test's setting, not what it proves. A password check is the provider's slowest call
 * (Argon2id); on a saturated machine it can pass the BFF's 5 s provider timeout: 504. And a Redis
 * command can pass the BFF's 500 ms (REDIS_COMMAND_TIMEOUT_MS): 503 `store_unavailable`, which
 * tells a member to try again (clean-clone run 66: the prometheus spec's first sign-in, on a Redis
 * just started while the e2e suite ran beside the fleet's).
 */
const TRIED_AGAIN = /^(504|503 .*"store_unavailable")/;

/**
 * Signs a browser context in as `account` through the BFF's login endpoint, as the login form
 * does (the context's pages then share the session cookies); a 504 or a 503 `store_unavailable`
 * tried again (TRIED_AGAIN).
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
    if (!TRIED_AGAIN.test(last)) break;
  }
  throw new Error(`sign-in of ${account}: ${last}`);
}

/** `member.signIn()`, with a 504 or a 503 `store_unavailable` tried again (TRIED_AGAIN), at most 3 times. */
export async function signInMember(member: Member): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await member.signIn();
      return;
    } catch (error) {
      const answer = /^sign-in of \S+: (.*)$/s.exec((error as Error).message)?.[1] ?? '';
      if (attempt >= 3 || !TRIED_AGAIN.test(answer)) throw error;
    }
  }
}
