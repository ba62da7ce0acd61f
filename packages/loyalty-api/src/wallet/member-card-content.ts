import type { Queryable } from '../db/database.ts';
import { findMemberById } from '../members/member-row.ts';
import type { PassContent } from './pass-content.ts';

/**
 * The member card's pass content for a signed-in member. Every signed-in member has a card — a
 * guest and a pending member earn at the till like anyone — so every one may add it to a wallet;
 * only a verified member's name is on it (docs/wallet.md).
 */
export async function memberCardContent(db: Queryable, memberId: number): Promise<PassContent | undefined> {
  const member = await findMemberById(db, memberId);
  if (!member) return undefined;
  const named = member.type === 'user' && member.verified;
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ');
  return {
    kind: 'member-card',
    accountNumber: member.account_number,
    memberName: named && name ? name : null,
  };
}
