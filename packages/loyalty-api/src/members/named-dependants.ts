import type { Queryable } from '../db/database.ts';

export interface NamedDependant {
  firstName: string;
  relationship: string;
}

export async function loadNamedDependants(db: Queryable, memberId: number): Promise<NamedDependant[]> {
  const rows = await db.query<{ first_name: string; relationship: string }>(
    'select first_name, relationship from member_dependants where member_id = $1 order by position',
    [memberId],
  );
  return rows.rows.map((row) => ({ firstName: row.first_name, relationship: row.relationship }));
}

export async function replaceNamedDependants(
  tx: Queryable,
  memberId: number,
  dependants: readonly NamedDependant[],
): Promise<void> {
  await tx.query('delete from member_dependants where member_id = $1', [memberId]);
  for (const [position, dependant] of dependants.entries()) {
    await tx.query(
      'insert into member_dependants (member_id, position, first_name, relationship) values ($1, $2, $3, $4)',
      [memberId, position, dependant.firstName, dependant.relationship],
    );
  }
}
