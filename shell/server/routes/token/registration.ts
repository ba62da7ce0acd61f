import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext } from '../../context.ts';
import { relayProviderError, sendTooManyAttempts } from '../../http/bff-error.ts';

/**
 * A registration: counted against the address and the e-mail address (http/abuse-guard.ts), then
 * sent to the provider with the client token; its answer is relayed as it is.
 */
export async function register(
  ctx: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Record<string, unknown>,
) {
  const emailAddress = typeof body.emailAddress === 'string' ? body.emailAddress : undefined;
  const decision = await ctx.abuse.attempt({
    action: 'register',
    ip: request.ip,
    account: emailAddress ? { emailAddress } : undefined,
  });
  if (!decision.allowed) return sendTooManyAttempts(reply, decision.retryAfterMs);
  const { tokenService: _tokenService, ...fields } = body;
  const token = await ctx.broker.clientToken();
  const response = await ctx.provider.call('POST', '/api/v1/account/register', {
    bearer: token,
    contentType: 'application/json',
    body: JSON.stringify(fields),
  });
  if (response.status < 200 || response.status >= 300) return relayProviderError(reply, response);
  return reply.status(response.status).header('cache-control', 'no-store').type('application/json').send(response.body);
}
