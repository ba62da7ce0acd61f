import { envAtom } from '@portal/session/session-atoms';
import { Button } from '@portal/ui/button';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { readPageActivity } from '../pop-ups/page-activity.ts';
import { currentVisit, markPopUpShown } from '../pop-ups/visit.ts';
import styles from './install-offer.module.css';
import { readInstallOfferAnswer, recordInstallOfferAnswer } from './install-offer-answer.ts';
import { type InstallOfferVerdict, installOfferVerdict } from './install-offer-verdict.ts';
import { forgetInstallOffer, installOffered, onInstallOfferChange } from './install-prompt-event.ts';

/** How often an offer that has to wait (a field has the focus, a dialog is open) asks again. */
const RETRY_MS = 1_000;

/**
 * This page took the visit's one interruption for the offer. Why in memory: after a reload in the
 * same visit the offer stays away (the visit is marked as having had its pop-up), so an
 * unanswered offer is shown once a visit, not on every page load.
 */
let tookThisVisit = false;

/**
 * What was last decided, on <html data-install-offer>: for whoever looks into why the offer did
 * (not) show, and for the e2e tests, which wait on it rather than on a clock.
 */
const noteVerdict = (verdict: InstallOfferVerdict): void => {
  document.documentElement.dataset.installOffer = verdict;
};

/**
 * The in-portal install offer: "Add Island Rewards to your home screen", with Install (the
 * browser's own dialog) and "No, thanks" (never asked again on this browser). Shown by the rule in
 * install-offer-verdict.ts — a signed-in member, not on a first visit, never over a focused field
 * or a dialog — as a small card pinned to the bottom of the screen, which moves nothing on the
 * page (docs/decisions/0043-install-prompt.md).
 */
export function InstallOffer({ signedIn }: { signedIn: boolean }) {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const [verdict, setVerdict] = useState<InstallOfferVerdict>('skip');
  const titleId = useId();

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const evaluate = (): void => {
      clearTimeout(retry);
      if (!active) return;
      const visit = currentVisit();
      const next = installOfferVerdict({
        offered: installOffered() !== undefined,
        signedIn,
        answered: readInstallOfferAnswer() !== undefined,
        firstVisit: visit.firstVisit,
        popUpShownThisVisit: visit.popUpShown && !tookThisVisit,
        ...readPageActivity(document),
      });
      noteVerdict(next);
      setVerdict(next);
      if (next === 'show' && !tookThisVisit) {
        // The visit's one interruption: no welcome pop-up lands on top of the offer.
        tookThisVisit = true;
        markPopUpShown();
      }
      // A dialog closing has no event of its own to listen for: ask again shortly.
      if (next === 'wait') retry = setTimeout(evaluate, RETRY_MS);
    };
    // A field taking the focus hides a shown offer at once; the focus leaving brings it back.
    // After focusout the focus has not moved yet: look once it has.
    const afterFocusMoves = (): void => {
      setTimeout(evaluate, 0);
    };
    evaluate();
    const stop = onInstallOfferChange(evaluate);
    document.addEventListener('focusin', evaluate);
    document.addEventListener('focusout', afterFocusMoves);
    return () => {
      active = false;
      clearTimeout(retry);
      stop();
      document.removeEventListener('focusin', evaluate);
      document.removeEventListener('focusout', afterFocusMoves);
    };
  }, [signedIn]);

  if (verdict !== 'show') return null;

  const install = async (): Promise<void> => {
    const offer = installOffered();
    if (!offer) return;
    // One prompt per event: the browser refuses a second, so the offer goes either way.
    forgetInstallOffer();
    try {
      await offer.prompt();
      const choice = await offer.userChoice;
      // "Cancel" in the browser's own dialog is an answer too: asking again would only nag.
      recordInstallOfferAnswer(choice.outcome === 'accepted' ? 'installed' : 'dismissed');
    } catch {
      // The browser would not prompt (the offer was stale): it offers again on a later load.
    }
  };
  const dismiss = (): void => {
    recordInstallOfferAnswer('dismissed');
    noteVerdict('skip');
    setVerdict('skip');
  };

  return (
    <section className={styles.installOffer} aria-labelledby={titleId} data-testid="install-offer">
      <h2 id={titleId} className={styles.installOfferTitle}>
        Add {programme} to your home screen
      </h2>
      <p className={styles.installOfferText}>Your member card one tap away at the till, even with no signal.</p>
      <div className={styles.installOfferActions}>
        <Button onClick={() => void install()}>Install</Button>
        <Button variant="secondary" onClick={dismiss}>
          No, thanks
        </Button>
      </div>
    </section>
  );
}
