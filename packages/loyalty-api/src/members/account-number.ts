import type { Queryable } from '../db/database.ts';

/** The next free member number for an online registration (21000001 onwards; 8 digits, requirements §1.1). */
export async function nextAccountNumber(tx: Queryable): Promise<string> {
  for (;;) {
    const next = await tx.query<{ value: string }>("select nextval('member_account_number_seq')::text as value");
    const value = next.rows[0]!.value;
    const taken = await tx.query('select 1 from members where account_number = $1', [value]);
    if (taken.rows.length === 0) return value;
  }
}
