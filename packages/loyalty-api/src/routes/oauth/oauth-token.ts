import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { TokenRequestSchema } from '@portal/contracts/provider/oauth';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../auth/password-hash.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { clientOf, requireClient } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { findMemberByLogin } from '../../members/member-row.ts';
import { recordSignIn } from '../../security/record-sign-in.ts';

const badCredentials = (): ProviderError => new ProviderError(400, ERROR_CODES.invalidGrant, 'Bad credentials');

/** POST /oauth/token — password, client_credentials and refresh_token grants (RFC 6749). */
export function registerOauthToken(app: ProviderApp, ctx: ProviderContext): void {
  // The client is authenticated before the grant is read (requireClient).
  app.post(
    '/oauth/token',
    { preValidation: requireClient(ctx), schema: { body: TokenRequestSchema } },
    async (request, reply) => {
      const client = clientOf(request);
      const body = request.body;
      if (!client.grants.includes(body.grant_type)) {
        throw new ProviderError(400, ERROR_CODES.unsupportedGrant, 'This client may not use that grant.');
      }
      reply.header('cache-control', 'no-store');

      switch (body.grant_type) {
        case 'client_credentials':
          return ctx.tokens.issueClientToken(client.clientId);

        case 'refresh_token': {
          const tokens = await ctx.tokens.refresh(body.refresh_token, client.clientId);
          if (!tokens)
            throw new ProviderError(400, ERROR_CODES.invalidGrant, 'The refresh token is invalid or has expired.');
          return tokens;
        }

        case 'password': {
          const member = await findMemberByLogin(ctx.db, body.username);
          // Verify against a decoy when there is no such member, so both failures take as long.
          const passwordOk = await verifyPassword(body.password, member?.password_hash ?? (await decoyPasswordHash()));
          const origin = { userAgent: body.user_agent ?? null, deviceId: body.device_id ?? null };
          if (member) {
            // For the member's security centre, after the answer: its timing must not tell a known account.
            const attempt = { memberId: Number(member.id), succeeded: passwordOk && member.login_enabled, ...origin };
            const at = ctx.now();
            ctx.background.run(request.log, 'sign-in record', () =>
              recordSignIn(ctx.db, { ...attempt, at }, ctx.settings.portalOrigin),
            );
          }
          if (!member || !passwordOk) throw badCredentials();
          if (needsRehash(member.password_hash)) {
            // Hashed under older, weaker parameters: store a fresh hash now that we have the password.
            // After the answer, and only if the password was not changed meanwhile.
            const memberId = Number(member.id);
            const old = member.password_hash;
            ctx.background.run(request.log, 'password rehash', async () => {
              await ctx.db.query('update members set password_hash = $2 where id = $1 and password_hash = $3', [
                memberId,
                await hashPassword(body.password),
                old,
              ]);
            });
          }
          if (!member.login_enabled) {
            throw new ProviderError(
              401,
              ERROR_CODES.accountNotVerified,
              'Please verify your e-mail address to sign in.',
            );
          }
          return ctx.tokens.issueMemberTokens(
            { id: Number(member.id), accountNumber: member.account_number },
            client.clientId,
            origin,
          );
        }
      }
    },
  );
}
