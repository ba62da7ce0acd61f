import { getApplePass, getGoogleWalletLink } from '@portal/api-client/calls/wallet';
import type { Voucher } from '@portal/contracts/provider/vouchers';
import { redeemedVoucherNoteOf } from '@portal/contracts/redeemed-voucher-note';
import { isVoucherUsable, voucherLabelOf } from '@portal/contracts/voucher-display';
import { Link, useLoaderData, useLocation } from '@portal/router/react-router';
import { AddToWallet } from '@portal/ui/add-to-wallet';
import { Alert } from '@portal/ui/alert';
import { BackLink } from '@portal/ui/back-link';
import { formatInstant } from '@portal/ui/format/format-instant';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { groupDigits, ScannableCode } from '@portal/ui/scannable-code';
import { useId } from 'react';
import type { VoucherDetailData } from '../api/voucher-detail-loader.ts';
import { RedeemedNote } from '../components/redeemed-note.tsx';
import { RewardImage } from '../components/reward-image.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { BIRTHDAY_TREAT_LABEL, expiringSoonNote, formatDateTime, pointsUsedOf, usableFrom } from '../voucher-format.ts';
import vouchersStyles from '../vouchers.module.css';
import styles from './voucher-pages.module.css';

/** Why a voucher that is not active cannot be scanned, in the member's words. */
function closedMessage(voucher: Voucher): { title: string; text: string } {
  switch (voucher.status) {
    case 'expired':
      return {
        title: 'This voucher has expired',
        text: `It expired on ${formatInstant(voucher.expiresAt)} and can no longer be used.`,
      };
    case 'cancelled': {
      // Its points came back (a refund row in Transactions): said here too. A birthday treat used none.
      const pointsUsed = pointsUsedOf(voucher);
      return {
        title: 'This voucher was cancelled',
        text: pointsUsed
          ? `It can no longer be used. The ${pointsUsed} it used were refunded to your balance.`
          : 'It can no longer be used.',
      };
    }
    case 'distributed':
      return {
        title: 'This reward has been distributed',
        text: voucher.usedAt ? `It was handed over on ${formatDateTime(voucher.usedAt)}.` : 'It has been handed over.',
      };
    case 'open':
      return {
        title: 'This voucher has been used',
        text: voucher.usedAt
          ? `It was presented at a till on ${formatDateTime(voucher.usedAt)}.`
          : 'It was presented at a till.',
      };
    default:
      return {
        title: 'This voucher has been used',
        text: voucher.usedAt ? `It was used on ${formatDateTime(voucher.usedAt)}.` : 'It can no longer be used.',
      };
  }
}

/** Back to the list the member came from (its filter and page), or to their vouchers. */
function useBackTo(): string {
  const state: unknown = useLocation().state;
  const backTo = typeof state === 'object' && state !== null ? (state as { backTo?: unknown }).backTo : undefined;
  return typeof backTo === 'string' && /^\/vouchers(\/redeemed)?(\?[\w=&%-]*)?$/.test(backTo) ? backTo : '/vouchers';
}

/**
 * /vouchers/{voucherNumber}: everything about one voucher, and — while it is active — the voucher
 * number as a barcode, a QR code and large copyable text for the till, first on the page.
 */
export function VoucherDetailPage() {
  const { voucher, releaseConfig } = useLoaderData<VoucherDetailData>();
  const backTo = useBackTo();
  const redeemed = redeemedVoucherNoteOf(useLocation().state);
  const ids = useId();
  const now = Date.now();
  const usable = isVoucherUsable(voucher.status);
  const soon = expiringSoonNote(voucher, releaseConfig, now);
  const readyFrom = usableFrom(voucher, releaseConfig, now);
  const closed = usable ? null : closedMessage(voucher);
  const usedLabel = voucher.status === 'distributed' ? 'Distributed' : 'Used';
  const pointsUsed = pointsUsedOf(voucher);

  return (
    <article className={styles.voucherDetail}>
      <BackLink to={backTo}>
        {backTo.startsWith('/vouchers/redeemed') ? 'Back to redeemed vouchers' : 'Back to vouchers'}
      </BackLink>
      <header className={styles.voucherDetailHeader}>
        <RewardImage src={voucher.imageUrl} alt={voucher.rewardName} size={96} className={styles.voucherDetailImage} />
        <div>
          <h1>{voucher.rewardName}</h1>
          <p className={vouchersStyles.voucherCardBadges}>
            <StatusBadge status={voucher.status} />
            {soon ? (
              <span className={`${vouchersStyles.voucherBadge} ${vouchersStyles.voucherBadgeSoon}`}>{soon}</span>
            ) : null}
          </p>
        </div>
      </header>
      {redeemed ? <RedeemedNote note={redeemed} /> : null}

      {usable ? (
        <section className={styles.voucherTill} aria-labelledby={`${ids}-till`} data-testid="voucher-till">
          <h2 id={`${ids}-till`}>Show this at the till</h2>
          {readyFrom ? <Alert tone="warning">This voucher can be used from {formatDateTime(readyFrom)}.</Alert> : null}
          <ScannableCode value={voucher.voucherNumber} what="Voucher number" />
          <p className={styles.voucherTillHint}>
            Before you pay, let the cashier scan the barcode or the QR code, or read them the number. Turning your
            screen brightness up helps the scanner.
          </p>
          <AddToWallet
            applePass={() => getApplePass(voucher.voucherNumber)}
            googleLink={() => getGoogleWalletLink(voucher.voucherNumber)}
            fileName={`island-rewards-voucher-${voucher.voucherNumber}.pkpass`}
            what="voucher"
          />
        </section>
      ) : (
        <section className={styles.voucherClosed} aria-labelledby={`${ids}-closed`} data-testid="voucher-closed">
          <h2 id={`${ids}-closed`}>{closed?.title}</h2>
          <p>{closed?.text}</p>
          {voucher.status === 'expired' || voucher.status === 'cancelled' ? (
            <p>
              Questions about this voucher? <Link to="/contact">Contact us</Link>.
            </p>
          ) : null}
        </section>
      )}

      <section className={styles.voucherSection} aria-labelledby={`${ids}-details`}>
        <h2 id={`${ids}-details`}>Voucher details</h2>
        <dl className={styles.voucherFacts}>
          <div>
            <dt>Status</dt>
            <dd>{voucherLabelOf(voucher.status)}</dd>
          </div>
          {voucher.valueJmd === null ? null : (
            <div>
              <dt>Value</dt>
              <dd data-testid="voucher-value">{formatJmd(voucher.valueJmd)}</dd>
            </div>
          )}
          <div>
            <dt>Points used</dt>
            <dd data-testid="voucher-points">
              {pointsUsed === null
                ? `None: it’s your ${BIRTHDAY_TREAT_LABEL.toLowerCase()}`
                : `${pointsUsed}${voucher.status === 'cancelled' ? ', refunded' : ''}`}
            </dd>
          </div>
          <div>
            <dt>Issued</dt>
            <dd data-testid="voucher-issued">{formatInstant(voucher.issuedAt)}</dd>
          </div>
          <div>
            <dt>{voucher.status === 'expired' ? 'Expired' : 'Valid until'}</dt>
            <dd data-testid="voucher-expires">{formatInstant(voucher.expiresAt)}</dd>
          </div>
          {voucher.usedAt ? (
            <div>
              <dt>{usedLabel}</dt>
              <dd>{formatDateTime(voucher.usedAt)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Voucher number</dt>
            <dd className={styles.voucherFactsNumber} data-testid="voucher-number">
              {groupDigits(voucher.voucherNumber)}
            </dd>
          </div>
        </dl>
      </section>

      <section className={styles.voucherSection} aria-labelledby={`${ids}-terms`}>
        <h2 id={`${ids}-terms`}>Terms and conditions</h2>
        <p className={styles.voucherTerms}>{voucher.terms || 'This voucher has no special terms.'}</p>
      </section>
    </article>
  );
}
