import type { PopUpCampaign } from '@portal/contracts/pop-up-contract';
import { closePopUp, decidePopUp } from '@portal/contracts/pop-up-rule';
import { audienceOf, campaignIsOn } from '@portal/contracts/pop-up-schedule';
import type { PopUpSlot } from '@portal/contracts/remote-contract';
import { useNavigate } from '@portal/router/react-router';
import { accountTypeAtom, authenticatedAtom, envAtom, sessionReadyAtom } from '@portal/session/session-atoms';
import { Carousel } from '@portal/ui/carousel';
import { Modal } from '@portal/ui/modal';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { readPageActivity } from './page-activity.ts';
import { loadPopUpContent } from './pop-up-content.ts';
import { popUpVerdict } from './pop-up-discipline.ts';
import { readPopUpState, writePopUpState } from './pop-up-state.ts';
import { currentVisit, markPopUpShown } from './visit.ts';

/** Waits for the browser to be idle, so a pop-up never competes with the page for the network. */
const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
};

/** How often a pop-up that has to wait (the member is typing or in a dialog) asks again. */
const RETRY_MS = 1_000;

const here = (): string => `${window.location.pathname}${window.location.search}`;

/**
 * The welcome pop-ups of the dashboard, the login page and the rewards pages (requirements §8.1), shown by
 * the pop-up discipline (pop-up-discipline.ts: one per visit, never over typing or a dialog) and
 * the §8.3 pop-up rule, with content from marketing's build.
 */
export function PopUpHost({ slot }: { slot: PopUpSlot | undefined }) {
  const popUpSource = useAtomValue(envAtom)?.popUpSource ?? null;
  const sessionReady = useAtomValue(sessionReadyAtom);
  const audience = audienceOf(useAtomValue(authenticatedAtom), useAtomValue(accountTypeAtom));
  const [campaign, setCampaign] = useState<{ slot: PopUpSlot; campaign: PopUpCampaign } | null>(null);
  const navigate = useNavigate();
  const lastKeyAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    // The visit begins with the first page, whether or not it has a pop-up.
    currentVisit();
    // Capture: a field that stops propagation still counts as typing.
    const onKey = (): void => {
      lastKeyAt.current = performance.now();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  useEffect(() => {
    setCampaign(null);
    if (!slot || !popUpSource || !sessionReady) return undefined;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const view = here();
    const offer = (found: PopUpCampaign): void => {
      if (!active) return;
      const visit = currentVisit();
      const verdict = popUpVerdict({
        slot,
        firstVisit: visit.firstVisit,
        shownThisVisit: visit.popUpShown,
        ...readPageActivity(document),
        sinceLastKeyMs: performance.now() - lastKeyAt.current,
      });
      if (verdict === 'wait') {
        retry = setTimeout(() => offer(found), RETRY_MS);
        return;
      }
      if (verdict === 'skip') return;
      const decision = decidePopUp(readPopUpState(slot), new Date(), found.id);
      if (decision.store) writePopUpState(slot, decision.store);
      if (!decision.show) return;
      markPopUpShown();
      setCampaign({ slot, campaign: found });
    };
    // Skipped for the whole visit whatever the content says (a first visit's /login, a pop-up
    // already shown): then the content, and the federation runtime it needs, are never downloaded.
    const { firstVisit, popUpShown } = currentVisit();
    const calm = { focusInField: false, dialogOpen: false, sinceLastKeyMs: Number.POSITIVE_INFINITY };
    if (popUpVerdict({ slot, firstVisit, shownThisVisit: popUpShown, ...calm }) === 'skip') return undefined;
    const cancelIdle = whenIdle(() => {
      void loadPopUpContent(popUpSource).then((content) => {
        const found = content?.popUps[slot];
        // Marketing's schedule (start and end, Jamaica time) and audience (signed out, member, guest).
        if (!active || !found || !campaignIsOn(found, new Date(), audience)) return;
        // A call to action never leads to the page already open: such a pop-up has nothing to offer here.
        if (found.slides.every((slide) => slide.href === view)) return;
        offer(found);
      });
    });
    return () => {
      active = false;
      cancelIdle();
      clearTimeout(retry);
    };
  }, [slot, popUpSource, sessionReady, audience]);

  if (!campaign) return null;
  const close = (): void => {
    writePopUpState(campaign.slot, closePopUp(readPopUpState(campaign.slot), new Date(), campaign.campaign.id));
    setCampaign(null);
  };
  return (
    <Modal open title={campaign.campaign.title} onClose={close} size="large">
      {/* One slide is a picture and its link; several play as a carousel (6 s, pausable). */}
      <Carousel
        slides={campaign.campaign.slides}
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
    </Modal>
  );
}
