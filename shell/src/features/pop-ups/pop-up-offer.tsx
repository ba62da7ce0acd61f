import type { PopUpCampaign } from '@portal/contracts/pop-up-contract';
import { closePopUp, decidePopUp } from '@portal/contracts/pop-up-rule';
import { audienceOf, campaignIsOn } from '@portal/contracts/pop-up-schedule';
import type { PopUpSlot } from '@portal/contracts/remote-contract';
import { useNavigate } from '@portal/router/react-router';
import { accountTypeAtom, authenticatedAtom, envAtom } from '@portal/session/session-atoms';
import { Carousel } from '@portal/ui/carousel';
import { Modal } from '@portal/ui/modal';
import { useAtomValue } from 'jotai';
import { type RefObject, useEffect, useState } from 'react';
import { followableSlides } from './followable-slides.ts';
import { readPageActivity } from './page-activity.ts';
import { loadPopUpContent } from './pop-up-content.ts';
import { popUpVerdict } from './pop-up-discipline.ts';
import { readPopUpState, writePopUpState } from './pop-up-state.ts';
import { noteVerdict } from './pop-up-verdict-note.ts';
import { currentVisit, markPopUpShown } from './visit.ts';

/** How often a pop-up that has to wait (the member is typing or in a dialog) asks again. */
const RETRY_MS = 1_000;

/** The balance in the sidebar (or the phone's band): rendered, not a placeholder. */
const balanceShown = (): boolean => document.querySelector('[data-balance]') !== null;

/** One page view's chance of a pop-up, as the host (pop-up-host.tsx) hands it over at idle. */
export interface PopUpChance {
  slot: PopUpSlot;
  /** The page open (path and query) when the view began. */
  view: string;
  /** When the view began (performance.now()). */
  viewStartedAt: number;
  /** When the member last pressed a key, kept by the host from the first page on. */
  lastKeyAt: RefObject<number>;
}

/**
 * The pop-up of one page view, loaded by the host at idle (a lazy chunk: nothing of it, its
 * carousel or marketing's content is in the pages' first scripts): it loads marketing's content,
 * checks the campaign's schedule and audience, asks the pop-up discipline (waiting while the
 * member types or a dialog is open) and the requirements §8.3 rule, and shows it. The dashboard's
 * is a non-blocking card at the bottom of the screen, the others a modal (docs/deploy-pop-ups.md
 * says why).
 */
export function PopUpOffer({ slot, view, viewStartedAt, lastKeyAt }: PopUpChance) {
  const popUpSource = useAtomValue(envAtom)?.popUpSource ?? null;
  const registrationEnabled = useAtomValue(envAtom)?.registrationEnabled ?? false;
  const audience = audienceOf(useAtomValue(authenticatedAtom), useAtomValue(accountTypeAtom));
  const [campaign, setCampaign] = useState<{
    campaign: PopUpCampaign;
    slides: PopUpCampaign['slides'];
  } | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const offer = (found: PopUpCampaign): void => {
      if (!active) return;
      const visit = currentVisit();
      const verdict = popUpVerdict({
        slot,
        here: view,
        firstVisit: visit.firstVisit,
        shownThisVisit: visit.popUpShown,
        ...readPageActivity(document),
        typedOnPage: lastKeyAt.current >= viewStartedAt,
        sinceLastKeyMs: performance.now() - lastKeyAt.current,
        balanceShown: balanceShown(),
        registrationEnabled,
        slides: found.slides,
      });
      noteVerdict(verdict);
      if (verdict === 'wait') {
        retry = setTimeout(() => offer(found), RETRY_MS);
        return;
      }
      if (verdict === 'skip') return;
      const decision = decidePopUp(readPopUpState(slot), new Date(), found.id);
      if (decision.store) writePopUpState(slot, decision.store);
      if (!decision.show) {
        noteVerdict('seen');
        return;
      }
      markPopUpShown();
      setCampaign({ campaign: found, slides: followableSlides(found.slides, registrationEnabled, view) });
    };
    void loadPopUpContent(popUpSource).then((content) => {
      const found = content?.popUps[slot];
      // Marketing's schedule (start and end, Jamaica time) and audience (signed out, member, guest).
      if (!active) return;
      if (!found || !campaignIsOn(found, new Date(), audience)) {
        noteVerdict('none');
        return;
      }
      offer(found);
    });
    return () => {
      active = false;
      clearTimeout(retry);
    };
  }, [slot, view, viewStartedAt, lastKeyAt, popUpSource, audience, registrationEnabled]);

  if (!campaign) return null;
  const close = (): void => {
    writePopUpState(slot, closePopUp(readPopUpState(slot), new Date(), campaign.campaign.id));
    setCampaign(null);
  };
  // One slide is a picture and its link; several make a carousel that moves only when asked to.
  const carousel = (
    <Carousel
      slides={campaign.slides}
      label={campaign.campaign.title}
      onLinkClick={(href, event) => {
        close();
        // A portal path stays in the app; any other link is an ordinary link.
        if (href.startsWith('/') && !href.startsWith('//')) {
          event.preventDefault();
          void navigate(href);
        }
      }}
    />
  );
  // The dashboard's never hides the balance or the Card: a card at the bottom, not a cover.
  return (
    <Modal open title={campaign.campaign.title} onClose={close} size="large" nonBlocking={slot === 'dashboard'}>
      {carousel}
    </Modal>
  );
}
