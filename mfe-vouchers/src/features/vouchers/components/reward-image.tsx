import { REWARD_IMAGE_SIZE } from '@portal/contracts/provider/rewards';
import { useState } from 'react';
import styles from './reward-image.module.css';

/**
 * The reward's picture in a box of fixed size, so nothing moves when it arrives — or when it
 * does not: without an image, or if it fails to load, the box shows a plain voucher mark instead.
 * The box has the picture's own shape (16:10, `size` wide): a square cut the reward's name drawn
 * in it ("k Chicken Meal for T"; docs/decisions/0023-voucher-display.md: pictures).
 */
export function RewardImage({
  src,
  alt,
  size,
  className,
}: {
  src: string | null;
  /** Empty when the reward's name is right beside it. */
  alt: string;
  size: number;
  className?: string | undefined;
}) {
  const [failed, setFailed] = useState(false);
  const height = Math.round((size * REWARD_IMAGE_SIZE.height) / REWARD_IMAGE_SIZE.width);
  return (
    <div className={[styles.rewardImage, className].filter(Boolean).join(' ')} style={{ width: size, height }}>
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={height}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <svg viewBox="0 0 24 24" width={height / 2} height={height / 2} aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5V7Zm6 1v2h2V8H9Zm0 3v2h2v-2H9Zm0 3v2h2v-2H9Z"
          />
        </svg>
      )}
    </div>
  );
}
