import { useLocation, useNavigate } from '@portal/router/react-router';
import { accountAtom, envAtom, vendorTierAtom } from '@portal/session/session-atoms';
import { formatPoints } from '@portal/ui/format/format-points';
import { Modal } from '@portal/ui/modal';
import { Skeleton } from '@portal/ui/skeleton';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { asOfText } from '../offline/as-of-text.ts';
import { offlineCopyAtom, startedOffline } from '../offline/offline-state.ts';
import { savedOnText } from '../offline/saved-on-text.ts';
import { asksForCard } from './asks-for-card.ts';
import styles from './header.module.css';
import { withoutCardQuery } from './without-card-query.ts';

/** The card's chunk: one import site, so the offline copy's keeper loads (and keeps) this same file. */
export const loadMemberCard = () => import('@portal/ui/member-card');
/** The card's barcode and QR code generators are a chunk of their own, kept off /login's first load. */
const MemberCard = lazy(() => loadMemberCard().then((module) => ({ default: module.MemberCard })));
// Named, so a test that cuts the network while it is fetched ahead can tell it apart (e2e/support/offline.ts).
const loadMemberCardWallet = () => import(/* webpackChunkName: "member-card-wallet" */ './member-card-wallet.tsx');
const MemberCardWallet = lazy(() => loadMemberCardWallet().then((module) => ({ default: module.MemberCardWallet })));

/**
 * The signed-in header's Card button: one tap from any signed-in page opens the member card full
 * screen, barcode first, for the till. It reads the session the shell already holds, and the
 * card's code is fetched once the page is idle, so it opens at once, with no page to load.
 * A page opened with `?card=open` (the manifest's "My card" shortcut: card-shortcut.ts) opens
 * with the card already showing.
 */
export function MemberCardButton() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = asksForCard(location.search);
  const [open, setOpen] = useState(fromUrl);
  useEffect(() => {
    // A signed-in member who follows the shortcut (or lands here after logging in) on a page
    // that was already open: the header stays mounted, so the query is read again.
    if (fromUrl) setOpen(true);
  }, [fromUrl]);
  const close = (): void => {
    setOpen(false);
    // The page stays, without the query: a reload or Back does not open the card again.
    if (fromUrl) void navigate(withoutCardQuery(location), { replace: true });
  };
  const account = useAtomValue(accountAtom);
  const tier = useAtomValue(vendorTierAtom);
  // Started offline: the card's number comes from the saved copy, marked with when it was saved.
  const offline = useAtomValue(offlineCopyAtom);
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
    // Only fetched ahead: a failure here is met again, and shown, when the card is opened.
    idle(() => {
      loadMemberCard().catch(() => undefined);
      // A page started offline never shows the wallet buttons (below), so it does not ask for
      // them; nor does a page that went offline since (the fetch could only fail).
      if (!startedOffline() && navigator.onLine) loadMemberCardWallet().catch(() => undefined);
    });
  }, []);
  return (
    <>
      <button
        type="button"
        className={styles.headerCard}
        aria-haspopup="dialog"
        aria-label="Show my member card"
        onClick={() => setOpen(true)}
      >
        <span className={styles.headerCardIcon} aria-hidden="true" />
        <span className={styles.headerCardLabel}>Card</span>
      </button>
      <Modal open={open} title="Your member card" onClose={close} size="full">
        <Suspense fallback={<Skeleton height="20rem" label="Loading your member card" />}>
          <MemberCard
            accountNumber={account?.accountNumber ?? offline?.accountNumber ?? null}
            programmeName={programme}
            tier={tier}
          />
          {offline ? <p data-testid="card-saved-on">{savedOnText(offline.savedAt)}</p> : null}
          {offline && offline.points !== null ? (
            // The last known balance, for a member asked at the till what they have.
            <p data-testid="card-points-as-of">
              <strong>{formatPoints(offline.points)}</strong> {asOfText(offline.savedAt)}
            </p>
          ) : null}
        </Suspense>
        {/* A pass is made by the provider: a page started from the offline copy cannot ask for one. */}
        {offline ? null : (
          <Suspense fallback={null}>
            <MemberCardWallet />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
