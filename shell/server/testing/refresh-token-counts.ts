import type { TestProvider } from '@portal/loyalty-api/testing/test-provider';

/**
 * How many refresh tokens the provider has issued to a member, and how many of them were spent:
 * one refresh-token grant issues one and spends one, so the differences count the grants.
 */
export async function refreshTokenCounts(
  provider: TestProvider,
  accountNumber: string,
): Promise<{ issued: number; spent: number }> {
  const row = (
    await provider.db.query<{ total: string | number; used: string | number }>(
      `select count(*) as total, count(t.used_at) as used
         from oauth_refresh_tokens t join oauth_sessions s on s.id = t.session_id
         join members m on m.id = s.member_id where m.account_number = $1`,
      [accountNumber],
    )
  ).rows[0];
  return { issued: Number(row?.total ?? 0), spent: Number(row?.used ?? 0) };
}
