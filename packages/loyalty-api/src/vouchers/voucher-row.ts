import type { Voucher, VoucherKind, VoucherStatus } from '@portal/contracts/provider/vouchers';

/** A voucher row joined with its reward (see VOUCHER_SELECT). */
export interface VoucherRow {
  id: string | number;
  voucher_number: string;
  status: VoucherStatus;
  kind: VoucherKind;
  reward_id: string | number | null;
  reward_name: string | null;
  reward_terms: string | null;
  reward_image_file: string | null;
  value_jmd: string | number | null;
  points_cost: number;
  issued_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** The columns toVoucher needs; use as `select ${VOUCHER_SELECT} from vouchers v left join rewards r on r.id = v.reward_id`. */
export const VOUCHER_SELECT = `v.id, v.voucher_number, v.status, v.kind, v.reward_id, r.name as reward_name, r.terms as reward_terms,
  r.image_file as reward_image_file, v.value_jmd, v.points_cost, v.issued_at, v.expires_at, v.used_at`;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Where the portal serves a reward's image (the BFF passes /media/* through to the provider). */
export const rewardImageUrl = (file: string): string => `/media/rewards/${file}`;

/** What a birthday treat is called and says, having no reward of its own (docs/decisions/0045-birthday-treat.md). */
const BIRTHDAY_TREAT_NAME = 'Birthday treat';
const BIRTHDAY_TREAT_TERMS =
  'J$1,000.00 off one purchase at any participating store, no points needed. Our gift in your birthday month: one use, not exchangeable for cash.';

export function toVoucher(row: VoucherRow): Voucher {
  const birthday = row.kind === 'birthday';
  return {
    id: Number(row.id),
    voucherNumber: row.voucher_number,
    status: row.status,
    kind: row.kind,
    rewardId: row.reward_id === null ? null : Number(row.reward_id),
    rewardName: row.reward_name ?? (birthday ? BIRTHDAY_TREAT_NAME : 'Voucher'),
    valueJmd: row.value_jmd === null ? null : Number(row.value_jmd),
    pointsCost: row.points_cost,
    issuedAt: iso(row.issued_at),
    expiresAt: iso(row.expires_at),
    usedAt: row.used_at === null ? null : iso(row.used_at),
    terms: row.reward_terms ?? (birthday ? BIRTHDAY_TREAT_TERMS : ''),
    imageUrl: row.reward_image_file ? rewardImageUrl(row.reward_image_file) : null,
  };
}
