import type { MemberOffer } from '@portal/contracts/provider/offers';
import type { Voucher, VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';

/**
 * What the browser keeps for a signed-in member to use at a till without a connection: the card's
 * fields, the points balance, the active vouchers and the activated offers — nothing else (no token, no name or contact
 * details, no transactions). The page hands it to the service worker, which keeps it in Cache Storage until
 * logout or another member signs in (docs/offline.md).
 */
export interface OfflineCopy {
  member: {
    /** The member number the card shows; it also says whose copy this is. */
    accountNumber: string;
    tier: string | null;
    programmeName: string;
    /**
     * The points balance when the copy was taken (null when the page had not loaded it yet): shown
     * offline in the strip and on the card with "as of" the copy's time.
     */
    points: number | null;
  };
  /** The member's active vouchers, soonest expiry first. */
  vouchers: Voucher[];
  /**
   * The offers the member has activated, as /offers lists them (docs/decisions/0044-offers.md);
   * absent from a copy kept before offers were.
   */
  offers?: MemberOffer[];
  /** The voucher pages show when a voucher may be used and whether it expires soon. */
  releaseConfig: VoucherReleaseConfig;
  /** The vouchers remote's manifest URL from this page's runtime config: whose code is kept. */
  vouchersManifest: string;
  /** ISO instant the copy was taken: shown as "Saved on …". */
  savedAt: string;
}

/** What a page started from the saved copy is told about it (GET /__offline/copy, answered by the worker). */
export interface OfflineCopySummary {
  accountNumber: string;
  tier: string | null;
  programmeName: string;
  points: number | null;
  savedAt: string;
  voucherNumbers: string[];
}

/** Page → service worker. */
export type OfflineMessage =
  | {
      type: 'save-offline-copy';
      copy: OfflineCopy;
      /** How long a page or a kept request may wait on the network before the copy answers. */
      networkTimeoutMs: number;
      /** The shell's own files this page has loaded (`/static/…`): what a page started offline needs. */
      shellFiles: string[];
    }
  | { type: 'forget-offline-copy' };

/**
 * The `<meta name>` the worker writes into the page it keeps: a page that carries it was started
 * from the saved copy (the network failed or timed out), and the shell starts in offline mode.
 */
export const OFFLINE_START_MARKER = 'portal-started-offline';

/** The path the worker answers with the summary of the copy (null without one); never sent to the BFF. */
export const OFFLINE_COPY_PATH = '/__offline/copy';
