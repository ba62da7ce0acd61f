import { ROLE_CLIENT } from '@portal/contracts/provider/oauth';
import type { FastifyRequest } from 'fastify';
import { peekClaims, readSession } from './session-cookies.ts';
import type { TokenVerifier } from './token-verifier.ts';

/** A signed-in member whose access token the provider has confirmed. */
export interface VerifiedMember {
  access: string;
  accountNumber: string;
}

/**
 * The member this request's cookies belong to, as the provider confirmed it (requirements §5.2: both
 * tokens present and the access token a member's), or null. The account number comes from the
 * provider's answer, never from the token's own unverified claims. A token that does not even
 * claim to be a member's is turned away without asking (refusing on a claim grants nothing).
 * Throws when the provider cannot be asked (ProviderUnavailableError or the breaker's error).
 */
export async function verifiedMember(request: FastifyRequest, verifier: TokenVerifier): Promise<VerifiedMember | null> {
  const { access, refresh } = readSession(request);
  if (!access || !refresh) return null;
  const claims = peekClaims(access);
  if (!claims || claims.authorities.includes(ROLE_CLIENT)) return null;
  const verified = await verifier.verify(access);
  if (verified?.kind !== 'member' || !verified.accountNumber) return null;
  return { access, accountNumber: verified.accountNumber };
}
