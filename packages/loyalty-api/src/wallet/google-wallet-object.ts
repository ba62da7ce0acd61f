import {
  PASS_COLOURS,
  type PassContent,
  PROGRAMME_NAME,
  passDay,
  scannedNumberOf,
  voucherHeadline,
} from './pass-content.ts';

/** The class every member card is an object of: made once by the issuer (docs/wallet.md). */
const googleLoyaltyClassId = (issuerId: string): string => `${issuerId}.island-rewards-member`;
/** The class every voucher is an object of. */
const googleOfferClassId = (issuerId: string): string => `${issuerId}.island-rewards-voucher`;

/**
 * The Google Wallet object a "Save" link carries: a loyaltyObject for the member card, an
 * offerObject for a voucher. Ids are `<issuer>.<kind>-<number>`, so saving the same card twice
 * updates one object rather than adding a second.
 */
export function googleWalletObject(content: PassContent, issuerId: string) {
  const scanned = scannedNumberOf(content);
  const barcode = { type: 'CODE_128', value: scanned.value, alternateText: scanned.text };
  if (content.kind === 'member-card') {
    return {
      loyaltyObjects: [
        {
          id: `${issuerId}.member-${content.accountNumber}`,
          classId: googleLoyaltyClassId(issuerId),
          state: 'ACTIVE',
          accountId: content.accountNumber,
          accountName: content.memberName ?? `${PROGRAMME_NAME} member`,
          hexBackgroundColor: PASS_COLOURS.brand,
          barcode,
        },
      ],
    };
  }
  return {
    offerObjects: [
      {
        id: `${issuerId}.voucher-${content.voucherNumber}`,
        classId: googleOfferClassId(issuerId),
        state: 'ACTIVE',
        hexBackgroundColor: PASS_COLOURS.brand,
        barcode,
        validTimeInterval: { start: { date: content.issuedAt }, end: { date: content.expiresAt } },
        textModulesData: [
          { id: 'offer', header: voucherHeadline(content), body: content.rewardName },
          { id: 'expires', header: 'Use by', body: passDay(content.expiresAt) },
          ...(content.terms ? [{ id: 'terms', header: 'Terms', body: content.terms }] : []),
        ],
      },
    ],
  };
}
