import type {
  AccountTypeLookupPayloadSchema,
  DecryptPayloadSchema,
  StoreAccountTypePayloadSchema,
} from '@portal/contracts/bff';
import { AccountTypeResponseSchema } from '@portal/contracts/provider/account';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { BffContext } from '../../context.ts';
import { BffError, relayProviderError, sendError } from '../../http/bff-error.ts';
import { parseJson } from '../../provider/provider-client.ts';
import { setAccountType } from '../../session/session-cookies.ts';
import { type VerifiedMember, verifiedMember } from '../../session/verified-member.ts';

/** The signed-in member as the provider confirmed them (never the token's own claims), or 401. */
async function requireMemberAccess(ctx: BffContext, request: FastifyRequest): Promise<VerifiedMember> {
  const member = await verifiedMember(request, ctx.verifier);
  if (!member) throw new BffError(401, ERROR_CODES.unauthorized, 'Log in to do that.');
  return member;
}

/** `memberId`: the account type of a card, and `toEncrypt` sealed for this member when asked. */
export async function lookUpAccountType(
  ctx: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: v.InferOutput<typeof AccountTypeLookupPayloadSchema>,
) {
  const { access, accountNumber } = await requireMemberAccess(ctx, request);
  const response = await ctx.provider.call('GET', `/api/v1/account/type?card=${encodeURIComponent(body.memberId)}`, {
    bearer: access,
  });
  if (response.status !== 200) return relayProviderError(reply, response);
  const parsed = v.safeParse(AccountTypeResponseSchema, parseJson(response));
  if (!parsed.success)
    return sendError(reply, 502, {
      code: ERROR_CODES.providerUnavailable,
      message: 'The loyalty service answered unexpectedly.',
    });
  const answer: { accountType: string; encryption?: string } = { accountType: parsed.output.accountType };
  if (body.toEncrypt !== undefined) {
    // Bound to this member: only they can have it decrypted again.
    answer.encryption = ctx.cipher.encrypt(JSON.stringify({ value: body.toEncrypt, sub: accountNumber }));
  }
  return reply.header('cache-control', 'no-store').send(answer);
}

/** `toDecrypt`: a value the lookup sealed, opened again for the member it was sealed for. */
export async function decryptValue(
  ctx: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: v.InferOutput<typeof DecryptPayloadSchema>,
) {
  const { accountNumber } = await requireMemberAccess(ctx, request);
  const plaintext = ctx.cipher.decrypt(body.toDecrypt);
  let decoded: { value?: unknown; sub?: unknown } | null = null;
  try {
    decoded = plaintext === null ? null : (JSON.parse(plaintext) as { value?: unknown; sub?: unknown });
  } catch {
    decoded = null;
  }
  if (!decoded || decoded.sub !== accountNumber || typeof decoded.value !== 'string') {
    return sendError(reply, 400, { code: ERROR_CODES.badRequest, message: 'This value cannot be read.' });
  }
  return reply.header('cache-control', 'no-store').send({ decrypted: decoded.value });
}

/** `accountType`: stored in its cookie for the signed-in member. */
export async function storeAccountType(
  ctx: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: v.InferOutput<typeof StoreAccountTypePayloadSchema>,
) {
  await requireMemberAccess(ctx, request);
  setAccountType(reply, ctx.settings, body.accountType);
  return reply.header('cache-control', 'no-store').send({ accountType: body.accountType });
}
