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
import { followableSlides } from './followable-slides.ts';
import { readPageActivity } from './page-activity.ts';
import { loadPopUpContent } from './pop-up-content.ts';
import { type PopUpVerdict, popUpVerdict } from './pop-up-discipline.ts';
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

/** The balance in the sidebar (or the phone's band): rendered, not a placeholder. */
const balanceShown = (): boolean => document.querySelector('[data-balance]') !== null;

/**
 * What the host last decided, on <html>: for whoever looks into why a pop-up did (not) show.
 * `seen`: the §8.3 rule said no; `none`: no campaign for this page, now, for this member.
 */
const noteVerdict = (verdict: PopUpVerdict | 'seen' | 'none'): void => {
  document.documentElement.dataset.popUpVerdict = verdict;
};

/**
 * The welcome pop-ups of the dashboard, the login page and the rewards pages (requirements §8.1), shown by
 * the pop-up discipline (pop-up-discipline.ts: one per visit, never over a form in use, the
 * dashboard's after its balance, only calls to action that can be followed) and the §8.3 pop-up
 * rule, with content from marketing's build. The dashboard's is a non-blocking card at the bottom
 * of the screen, the others a modal (docs/deploy-pop-ups.md says why).
 */
export function PopUpHost({ slot }: { slot: PopUpSlot | undefined }) {
  const popUpSource = useAtomValue(envAtom)?.popUpSource ?? null;
  const sessionReady = useAtomValue(sessionReadyAtom);
  const registrationEnabled = useAtomValue(envAtom)?.registrationEnabled ?? false;
  const audience = audienceOf(useAtomValue(authenticatedAtom), useAtomValue(accountTypeAtom));
  const [campaign, setCampaign] = useState<{
    slot: PopUpSlot;
    campaign: PopUpCampaign;
    slides: PopUpCampaign['slides'];
  } | null>(null);
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
    delete document.documentElement.dataset.popUpVerdict;
    if (!slot || !popUpSource || !sessionReady) return undefined;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const view = here();
    const viewStartedAt = performance.now();
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
      setCampaign({ slot, campaign: found, slides: followableSlides(found.slides, registrationEnabled, view) });
    };
    // Skipped for the whole visit whatever the content says (a first visit's /login, a pop-up
    // already shown): then the content, and the federation runtime it needs, are never downloaded.
    const { firstVisit, popUpShown } = currentVisit();
    const calm = {
      focusInField: false,
      typedOnPage: false,
      dialogOpen: false,
      sinceLastKeyMs: Number.POSITIVE_INFINITY,
      balanceShown: true,
      slides: undefined,
    };
    if (
      popUpVerdict({ slot, here: view, firstVisit, shownThisVisit: popUpShown, registrationEnabled, ...calm }) ===
      'skip'
    ) {
      noteVerdict('skip');
      return undefined;
    }
    const cancelIdle = whenIdle(() => {
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
    });
    return () => {
      active = false;
      cancelIdle();
      clearTimeout(retry);
    };
  }, [slot, popUpSource, sessionReady, audience, registrationEnabled]);

  if (!campaign) return null;
  const close = (): void => {
    writePopUpState(campaign.slot, closePopUp(readPopUpState(campaign.slot), new Date(), campaign.campaign.id));
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
    <Modal
      open
      title={campaign.campaign.title}
      onClose={close}
      size="large"
      nonBlocking={campaign.slot === 'dashboard'}
    >
      {carousel}
    </Modal>
  );
}
