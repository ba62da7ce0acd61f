import { decidePopUp, endOfJamaicanDay } from '@portal/contracts/pop-up-rule';
import { campaignIsOn } from '@portal/contracts/pop-up-schedule';
import { DRAWN_POP_UP_ID, type DrawnPopUp, type DrawnPopUpMoment } from '@portal/contracts/pop-up-visit';
import { renderToStaticMarkup } from 'react-dom/server';
import { followableSlides } from './followable-slides.ts';
import { PopUpDialog } from './pop-up-dialog.tsx';
import { popUpVerdict } from './pop-up-discipline.ts';

/**
 * The pop-up the BFF draws into a page's HTML — a returning visitor's /login, a member's dashboard
 * — or null when the page goes without one and the page's scripts decide as before
 * (docs/decisions/0022-pop-ups.md, "Drawn by the server"). The same rules as the browser's
 * (pop-up-offer.tsx), on what the server sees: marketing's schedule and audience, the pop-up
 * discipline with nothing typed yet (a visit that began without an earlier one is a first visit —
 * no login pop-up), the §8.3 rule on the signed cookie's state, and the slides that can be
 * followed from this page. The dashboard's is drawn with the page, its balance in the same HTML.
 * Why: drawn after the scripts, at idle, the pop-up was the page's largest paint at 3.5–4.2 s on a
 * mid-range phone (docs/performance.md); in the HTML it is there with the page.
 */
export function drawPopUp(moment: DrawnPopUpMoment): DrawnPopUp | null {
  const { campaign, now } = moment;
  // No visit and no earlier one remembered: whether this is a first visit is the page's to tell
  // (its local preferences), and only the page begins a visit.
  if (!moment.visit && !moment.returning) return null;
  if (!campaign || !campaignIsOn(campaign, now, moment.audience)) return null;
  const firstVisit = moment.visit ? moment.visit.firstVisit : false;
  const verdict = popUpVerdict({
    slot: moment.slot,
    here: moment.here,
    firstVisit,
    shownThisVisit: moment.visit?.popUpShown ?? false,
    focusInField: false,
    typedOnPage: false,
    dialogOpen: false,
    pageHidden: false,
    sinceLastKeyMs: Number.POSITIVE_INFINITY,
    balanceShown: true,
    registrationEnabled: moment.registrationEnabled,
    slides: campaign.slides,
  });
  if (verdict !== 'show') return null;
  const decision = decidePopUp(moment.stored, now, campaign.id);
  if (!decision.show) return null;
  const slides = followableSlides(campaign.slides, moment.registrationEnabled, moment.here);
  const [first] = slides;
  if (!first) return null;
  // A state stored unseen today (shown, not closed) stays as it is; otherwise the rule's new one.
  const stored = decision.store ?? moment.stored;
  if (!stored) return null;
  const html = renderToStaticMarkup(
    <PopUpDialog slot={moment.slot} title={campaign.title} slides={slides} onClose={() => undefined} drawn />,
  );
  return {
    html: `<div id="${DRAWN_POP_UP_ID}">${html}</div>`,
    data: { slot: moment.slot, campaignId: campaign.id, title: campaign.title, slides, stored },
    visit: {
      firstVisit,
      popUpShown: true,
      until: moment.visit?.until ?? endOfJamaicanDay(now).toISOString(),
    },
    image: first.imageUrl,
  };
}
