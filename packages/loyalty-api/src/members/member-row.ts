import type { Account } from '@portal/contracts/provider/account';
import type { Queryable } from '../db/database.ts';

export interface MemberRow {
  id: string | number;
  account_number: string;
  email_address: string | null;
  password_hash: string;
  type: 'user' | 'guest';
  verified: boolean;
  login_enabled: boolean;
  can_update: boolean;
  first_name: string | null;
  last_name: string | null;
  prefix: string | null;
  gender: string | null;
  birthdate: Date | string | null;
  phone_number: string | null;
  address1: string | null;
  city: string | null;
  parish: string | null;
  household_size: number | null;
  dependants: number | null;
  income: string | null;
  occupation: string | null;
  vendor_tier: string;
  points: number;
  member_since: Date | string;
}

/** A live (not deleted) member by account number or e-mail address, case-insensitively. */
export async function findMemberByLogin(db: Queryable, login: string): Promise<MemberRow | undefined> {
  const found = await db.query<MemberRow>(
    `select * from members
      where deleted_at is null and (account_number = $1 or lower(email_address) = lower($1))
      limit 1`,
    [login.trim()],
  );
  return found.rows[0];
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const found = await db.query<MemberRow>('select * from members where id = $1 and deleted_at is null', [id]);
  return found.rows[0];
}

/** Dates leave the provider as ISO calendar dates (YYYY-MM-DD), whichever driver read them. */
export function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, '0');
  const d = String(value.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function toAccount(row: MemberRow): Account {
  return {
    accountNumber: row.account_number,
    emailAddress: row.email_address,
    firstName: row.first_name,
    lastName: row.last_name,
    prefix: row.prefix,
    gender: row.gender,
    birthdate: isoDate(row.birthdate),
    phoneNumber: row.phone_number,
    address1: row.address1,
    city: row.city,
    parish: row.parish,
    householdSize: row.household_size,
    dependants: row.dependants,
    income: row.income,
    occupation: row.occupation,
    verified: row.verified,
    canUpdate: row.can_update,
    type: row.type,
  };
}
