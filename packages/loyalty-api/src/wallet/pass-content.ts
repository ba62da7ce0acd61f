import { groupDigits } from '@portal/contracts/group-digits';

/**
 * What a pass shows, for either wallet: the member card or one voucher. The barcode is the number
 * the portal's own card and voucher pages encode (Code 128, with a QR code where the wallet takes
 * two), so a till scans a pass exactly as it scans the screen.
 */
export type PassContent =
  | {
      kind: 'member-card';
      accountNumber: string;
      /** Only a verified member is named (docs/decisions/0002-who-may-sign-in.md). */
      memberName: string | null;
    }
  | {
      kind: 'voucher';
      accountNumber: string;
      voucherNumber: string;
      rewardName: string;
      valueJmd: number | null;
      issuedAt: string;
      expiresAt: string;
      terms: string;
    };

export const PROGRAMME_NAME = 'Island Rewards';

/** The brand's colours (shell/src/favicon.svg, packages/ui tokens.css). */
export const PASS_COLOURS = { brand: '#0b6e4f', accent: '#ffc72c', text: '#ffffff' } as const;

/** The number the till scans, and how it is written under the barcode. */
export function scannedNumberOf(content: PassContent): { value: string; text: string } {
  const value = content.kind === 'member-card' ? content.accountNumber : content.voucherNumber;
  return { value, text: groupDigits(value) };
}

const money = new Intl.NumberFormat('en-JM', { style: 'currency', currency: 'JMD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-JM', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Jamaica',
});

/** A voucher's headline: its face value ("J$1,000") or, for a gift, the reward's name. */
export const voucherHeadline = (content: Extract<PassContent, { kind: 'voucher' }>): string =>
  content.valueJmd === null ? content.rewardName : money.format(content.valueJmd);

/** A voucher's last day as a member reads it, in Jamaica time: "31 March 2027". */
export const passDay = (iso: string): string => day.format(new Date(iso));
