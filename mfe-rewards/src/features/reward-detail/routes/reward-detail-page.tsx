import { parseUrl } from '@portal/contracts/parse-url';
import { REWARD_IMAGE_SIZE } from '@portal/contracts/provider/rewards';
import { Link, useLoaderData, useLocation } from '@portal/router/react-router';
import { BackLink } from '@portal/ui/back-link';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { formatPoints } from '@portal/ui/format/format-points';
import { useEffect, useState } from 'react';
import type { RewardDetailData } from '../api/reward-detail-loader.ts';
import { AvailabilityNote } from '../components/availability-note.tsx';
import { RedeemAction } from '../components/redeem-action.tsx';
import styles from './reward-detail.module.css';

/** Where "Back to rewards" goes: the search the member came from, when they came from one. */
export function backToCatalogue(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from && !/[#/\\]/.test(from) ? `/rewards?${from}` : '/rewards';
}

/**
 * The catalogue search a page loaded whole came from — a card followed before the catalogue's
 * scripts had run (a plain link then), or without scripts: the referrer's query, when the referrer
 * is the catalogue on this origin (the portal's Referrer-Policy sends the whole address there).
 */
export function searchOfReferrer(referrer: string, origin: string): string | undefined {
  const url = parseUrl(referrer);
  return url?.origin === origin && url.pathname === '/rewards' && url.search ? url.search.slice(1) : undefined;
}

/**
 * "Back to rewards": the search the card was followed from, carried by the app's link; on the
 * page the browser loaded (React Router's first location, `default`), the referrer's, once
 * mounted (the server, which draws the page for every visitor alike, cannot know it).
 */
function useBackToCatalogue(location: ReturnType<typeof useLocation>): string {
  const carried = backToCatalogue(location.state);
  const [referred, setReferred] = useState<string | undefined>(undefined);
  useEffect(() => {
    setReferred(location.key === 'default' ? searchOfReferrer(document.referrer, window.location.origin) : undefined);
  }, [location.key]);
  return carried === '/rewards' && referred ? backToCatalogue({ from: referred }) : carried;
}

/** /rewards/{id}: image, points cost, description, terms and availability; redeem from here. */
export function RewardDetailPage() {
  const { reward } = useLoaderData<RewardDetailData>();
  const back = useBackToCatalogue(useLocation());
  return (
    <article className={styles.rewardDetail}>
      <BackLink to={back}>Back to rewards</BackLink>
      <div className={styles.rewardDetailMain}>
        {/* The page's main image: not lazy, and asked for first. */}
        <img
          className={styles.rewardDetailImage}
          data-testid="reward-detail-image"
          src={reward.imageUrl}
          width={REWARD_IMAGE_SIZE.width}
          height={REWARD_IMAGE_SIZE.height}
          fetchPriority="high"
          alt=""
        />
        <div className={styles.rewardDetailSummary}>
          <p className={styles.rewardDetailCategory}>
            <Link to={`/rewards?categories=${encodeURIComponent(reward.category.slug)}`}>{reward.category.name}</Link>
          </p>
          <h1>{reward.name}</h1>
          <p className={styles.rewardDetailPoints} data-testid="reward-detail-points">
            {formatPoints(reward.points)}
          </p>
          <dl className={styles.rewardDetailFacts}>
            {reward.valueJmd !== null ? (
              <div>
                <dt>Value</dt>
                <dd>{formatJmd(reward.valueJmd)}</dd>
              </div>
            ) : null}
            {reward.partner ? (
              <div>
                <dt>Offered with</dt>
                <dd>{reward.partner}</dd>
              </div>
            ) : null}
            <div>
              <dt>Voucher valid for</dt>
              <dd>{reward.voucherValidDays} days after you redeem</dd>
            </div>
          </dl>
          <AvailabilityNote reward={reward} />
          <RedeemAction reward={reward} />
        </div>
      </div>
      <section className={styles.rewardDetailSection} aria-labelledby="reward-about">
        <h2 id="reward-about">About this reward</h2>
        <p>{reward.description}</p>
      </section>
      <section className={styles.rewardDetailSection} aria-labelledby="reward-terms">
        <h2 id="reward-terms">Terms and conditions</h2>
        <p>{reward.terms}</p>
        <p>Your voucher is valid for {reward.voucherValidDays} days from the day you redeem it.</p>
      </section>
    </article>
  );
}
