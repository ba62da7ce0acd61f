import {
  PASS_COLOURS,
  type PassContent,
  PROGRAMME_NAME,
  passDay,
  scannedNumberOf,
  voucherHeadline,
} from './pass-content.ts';
import type { AppleSigner } from './wallet-identity.ts';

const rgb = (hex: string): string =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * pass.json (Apple's PassKit package format): a store card for the member card, a coupon for a
 * voucher. Code 128 first (what the portal shows first); Wallet uses the first format the device
 * can draw, so an Apple Watch, which has no Code 128, shows the QR code. Nothing on it changes
 * after it is issued (no balance, no tier), so it never goes stale without a web service.
 */
export function applePassJson(content: PassContent, signer: Pick<AppleSigner, 'passTypeId' | 'teamId'>) {
  const scanned = scannedNumberOf(content);
  const barcodes = (['PKBarcodeFormatCode128', 'PKBarcodeFormatQR'] as const).map((format) => ({
    format,
    message: scanned.value,
    messageEncoding: 'iso-8859-1',
    altText: scanned.text,
  }));
  const common = {
    formatVersion: 1,
    passTypeIdentifier: signer.passTypeId,
    teamIdentifier: signer.teamId,
    organizationName: PROGRAMME_NAME,
    logoText: PROGRAMME_NAME,
    foregroundColor: rgb(PASS_COLOURS.text),
    backgroundColor: rgb(PASS_COLOURS.brand),
    labelColor: rgb(PASS_COLOURS.accent),
    barcodes,
  };
  if (content.kind === 'member-card') {
    return {
      ...common,
      serialNumber: `member-${content.accountNumber}`,
      description: `${PROGRAMME_NAME} member card`,
      storeCard: {
        primaryFields: [{ key: 'member-number', label: 'MEMBER NUMBER', value: scanned.text }],
        secondaryFields: content.memberName ? [{ key: 'member-name', label: 'MEMBER', value: content.memberName }] : [],
        backFields: [
          {
            key: 'how',
            label: 'At the till',
            value: 'Show this card to earn and use your points.',
          },
        ],
      },
    };
  }
  return {
    ...common,
    serialNumber: `voucher-${content.voucherNumber}`,
    description: `${PROGRAMME_NAME} voucher: ${content.rewardName}`,
    // Wallet greys the pass out after this moment.
    expirationDate: content.expiresAt,
    coupon: {
      primaryFields: [{ key: 'offer', label: 'VOUCHER', value: voucherHeadline(content) }],
      secondaryFields: [{ key: 'reward', label: 'REWARD', value: content.rewardName }],
      auxiliaryFields: [{ key: 'expires', label: 'USE BY', value: passDay(content.expiresAt) }],
      backFields: [
        { key: 'voucher-number', label: 'Voucher number', value: scanned.text },
        { key: 'member-number', label: 'Member number', value: content.accountNumber },
        { key: 'terms', label: 'Terms', value: content.terms || 'None' },
      ],
    },
  };
}
