import type { EmailPreferences } from '@portal/contracts/provider/email-preferences';
import type { Queryable } from '../db/database.ts';

/**
 * What a member wants by e-mail. A member who never chose has the defaults of the
 * email_preferences table: reminders before points expire (a service message about their own
 * points), nothing else until asked for.
 */
const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { pointsExpiry: true, newRewards: false, statements: false };

interface PreferencesRow {
  points_expiry: boolean;
  new_rewards: boolean;
  statements: boolean;
}

const fromRow = (row: PreferencesRow): EmailPreferences => ({
  pointsExpiry: row.points_expiry,
  newRewards: row.new_rewards,
  statements: row.statements,
});

/** The member's e-mail preferences, or the defaults. */
export async function emailPreferencesOf(db: Queryable, memberId: number): Promise<EmailPreferences> {
  const found = await db.query<PreferencesRow>(
    'select points_expiry, new_rewards, statements from email_preferences where member_id = $1',
    [memberId],
  );
  return found.rows[0] ? fromRow(found.rows[0]) : DEFAULT_EMAIL_PREFERENCES;
}

/** Stores the member's choice, whole; answers what is stored. */
export async function saveEmailPreferences(
  db: Queryable,
  memberId: number,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  const saved = await db.query<PreferencesRow>(
    `insert into email_preferences (member_id, points_expiry, new_rewards, statements) values ($1, $2, $3, $4)
     on conflict (member_id) do update set points_expiry = excluded.points_expiry, new_rewards = excluded.new_rewards,
       statements = excluded.statements, updated_at = now()
     returning points_expiry, new_rewards, statements`,
    [memberId, preferences.pointsExpiry, preferences.newRewards, preferences.statements],
  );
  return fromRow(saved.rows[0]!);
}
