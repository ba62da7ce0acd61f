import type { Reward } from '@portal/contracts/provider/rewards';
import { Link } from '@portal/router/react-router';
import { authenticatedAtom } from '@portal/session/session-atoms';
import { formatPoints } from '@portal/ui/format/format-points';
import { useAtomValue } from 'jotai';
import styles from '../catalogue.module.css';
import { AffordabilityNote } from './affordability-note.tsx';
import { AvailabilityBadge } from './availability-badge.tsx';
import { FavouriteButton } from './favourite-button.tsx';

/** Card images are drawn at 640×400; the card shows them at half that. */
const CARD_IMAGE = { width: 320, height: 200 };

/**
 * The cards a first view shows (two rows on a phone, the first row on a desktop): their images
 * load with the page, the first row's first, instead of lazily. Why: a lazy image in view is only
 * asked for once the page is laid out, and on /rewards the first image is the page's largest
 * paint (Lighthouse, 27 Nov: asked for 350 ms after the first paint).
 */
const EAGER_CARDS = 4;
const FIRST_ROW_ON_A_PHONE = 2;

/**
 * One reward in the catalogue grid: a heading whose link, stretched over the card, makes the whole
 * card clickable while screen readers hear just the name. `from` carries the catalogue's query
 * string so the detail page's back link returns to this very search; `position` is its place on
 * the page (0 first).
 */
export function RewardCard({ reward, from, position }: { reward: Reward; from: string; position: number }) {
  const member = useAtomValue(authenticatedAtom);
  return (
    <li className={styles.rewardCard} data-testid="reward-card">
      {member ? <FavouriteButton reward={reward} /> : null}
      <img
        className={styles.rewardCardImage}
        src={reward.imageUrl}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading={position < EAGER_CARDS ? 'eager' : 'lazy'}
        fetchPriority={position < FIRST_ROW_ON_A_PHONE ? 'high' : 'auto'}
        decoding="async"
        alt=""
      />
      <div className={styles.rewardCardBody}>
        <p className={styles.rewardCardCategory} data-testid="reward-category">
          {reward.category.name}
        </p>
        <h3 className={styles.rewardCardName}>
          <Link to={`/rewards/${reward.id}`} state={{ from }} className={styles.rewardCardLink}>
            {reward.name}
          </Link>
        </h3>
        <p className={styles.rewardCardFooter}>
          <span className={styles.rewardCardPoints} data-testid="reward-points" data-points={reward.points}>
            {formatPoints(reward.points)}
          </span>
          <AvailabilityBadge reward={reward} />
        </p>
        {member ? <AffordabilityNote reward={reward} /> : null}
      </div>
    </li>
  );
}
