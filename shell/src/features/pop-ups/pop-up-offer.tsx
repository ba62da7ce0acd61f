import type { PopUpCampaign, PopUpSlide } from '@portal/contracts/pop-up-contract';
import { closePopUp, decidePopUp } from '@portal/contracts/pop-up-rule';
import { audienceOf, campaignIsOn } from '@portal/contracts/pop-up-schedule';
import { DRAWN_POP_UP_DATA_ID, DRAWN_POP_UP_ID, type DrawnPopUpData } from '@portal/contracts/pop-up-visit';
import type { PopUpSlot } from '@portal/contracts/remote-contract';
import { useNavigate } from '@portal/router/react-router';
import { accountTypeAtom, authenticatedAtom, envAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { followableSlides } from './followable-slides.ts';
import { readPageActivity } from './page-activity.ts';
import { loadPopUpContent } from './pop-up-content.ts';
import { PopUpDialog } from './pop-up-dialog.tsx';
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
  /** The pop-up the BFF drew into this page's HTML (drawn-pop-up.tsx), to take over; none: decide here. */
  drawn?: DrawnPopUpData | undefined;
}

/** The pop-up open: its campaign (for the §8.3 state) and the slides it shows. */
interface Shown {
  campaignId: string;
  title: string;
  slides: readonly PopUpSlide[];
}

/** The pop-up the BFF drew, while it is still open: closed before the scripts came (its form closes it without them), none. */
const drawnStillOpen = (drawn: DrawnPopUpData): Shown | null =>
  document.getElementById(DRAWN_POP_UP_ID)?.querySelector('dialog')?.open
    ? { campaignId: drawn.campaignId, title: drawn.title, slides: drawn.slides }
    : null;

/**
 * The pop-up of one page view, loaded by the host at idle (a lazy chunk: nothing of it, its
 * carousel or marketing's content is in the pages' first scripts): it loads marketing's content,
 * checks the campaign's schedule and audience, asks the pop-up discipline (waiting while the
 * member types or a dialog is open) and the requirements §8.3 rule, and shows it (PopUpDialog
 * says how). Or, on a page whose HTML came with its pop-up (drawn-pop-up.tsx), it takes that one
 * over, with no content to load and nothing to decide.
 */
export function PopUpOffer({ slot, view, viewStartedAt, lastKeyAt, drawn }: PopUpChance) {
  const popUpSource = useAtomValue(envAtom)?.popUpSource ?? null;
  const registrationEnabled = useAtomValue(envAtom)?.registrationEnabled ?? false;
  const audience = audienceOf(useAtomValue(authenticatedAtom), useAtomValue(accountTypeAtom));
  // A pop-up the BFF drew is taken over as it is: the page's own dialog (the same markup) in its place.
  const [shown, setShown] = useState<Shown | null>(() => (drawn ? drawnStillOpen(drawn) : null));
  const navigate = useNavigate();

  // In the commit that puts the page's dialog on screen, the drawn one goes: the same frame.
  useLayoutEffect(() => {
    if (!drawn) return;
    document.getElementById(DRAWN_POP_UP_ID)?.remove();
    document.getElementById(DRAWN_POP_UP_DATA_ID)?.remove();
  }, [drawn]);

  // The drawn pop-up's state, as the BFF stored it, goes into the local preferences too; closed
  // before the scripts came, it is stored as closed.
  useEffect(() => {
    if (!drawn) return;
    markPopUpShown();
    noteVerdict('show');
    writePopUpState(slot, shown ? drawn.stored : closePopUp(drawn.stored, new Date(), drawn.campaignId));
  }, [drawn, slot]);

  useEffect(() => {
    if (drawn) return undefined;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    /** The campaign waiting for a calm moment: asked again every second, and at once when its tab is shown. */
    let waiting: PopUpCampaign | undefined;
    const onShown = (): void => {
      if (document.visibilityState !== 'visible' || !waiting) return;
      clearTimeout(retry);
      offer(waiting);
    };
    const offer = (found: PopUpCampaign): void => {
      if (!active) return;
      waiting = undefined;
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
        // A background tab's timers may be slowed to one a minute: being shown asks again too.
        waiting = found;
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
      setShown({
        campaignId: found.id,
        title: found.title,
        slides: followableSlides(found.slides, registrationEnabled, view),
      });
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
    document.addEventListener('visibilitychange', onShown);
    return () => {
      active = false;
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [slot, view, viewStartedAt, lastKeyAt, popUpSource, audience, registrationEnabled, drawn]);

  if (!shown) return null;
  const close = (): void => {
    writePopUpState(slot, closePopUp(readPopUpState(slot), new Date(), shown.campaignId));
    setShown(null);
  };
  return (
    <PopUpDialog
      slot={slot}
      title={shown.title}
      slides={shown.slides}
      onClose={close}
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
}
