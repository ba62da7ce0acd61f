import { createHmac } from 'node:crypto';
import { LoginKeyRequestSchema } from '@portal/contracts/provider/oauth';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireClient } from '../../http/authenticate.ts';
import { findMemberByLogin } from '../../members/member-row.ts';

/**
 * POST /oauth/login-key — one opaque key per account for the BFF's login counters
 * (docs/security.md, "Login defence": per account, not per name typed): `pending@example.com` and
 * `20000002` answer the same key, so guesses under both names share one budget. An HMAC under the
 * provider's client secret of the member's id, or of the name itself when no member has it: both
 * look alike, and no account number leaves the provider. Costs one indexed lookup, no password
 * hash.
 */
export function registerOauthLoginKey(app: ProviderApp, ctx: ProviderContext): void {
  const key = createHmac('sha256', ctx.settings.clientSecret).update('login-key').digest();
  app.post(
    '/oauth/login-key',
    { preValidation: requireClient(ctx), schema: { body: LoginKeyRequestSchema } },
    async (request, reply) => {
      const { login } = request.body;
      const member = await findMemberByLogin(ctx.db, login);
      const subject = member ? `member:${member.id}` : `name:${login.toLowerCase()}`;
      reply.header('cache-control', 'no-store');
      return { loginKey: createHmac('sha256', key).update(subject).digest('base64url') };
    },
  );
}
