import { decidePopUp, endOfJamaicanDay } from '@portal/contracts/pop-up-rule';
import { audienceOf, campaignIsOn } from '@portal/contracts/pop-up-schedule';
import { DRAWN_POP_UP_ID, type DrawnLoginPopUp, type LoginPopUpMoment } from '@portal/contracts/pop-up-visit';
import { renderToStaticMarkup } from 'react-dom/server';
import { followableSlides } from './followable-slides.ts';
import { PopUpDialog } from './pop-up-dialog.tsx';
import { popUpVerdict } from './pop-up-discipline.ts';

/**
 * The login pop-up of a returning visitor, drawn by the BFF into /login's HTML, or null when the
 * page goes without one and the page's scripts decide as before (docs/decisions/0022-pop-ups.md,
 * "Drawn by the server"). The same rules as the browser's (pop-up-offer.tsx), on what the server
 * sees: marketing's schedule and audience (a signed-out visitor), the pop-up discipline with
 * nothing typed yet (a visit that began without an earlier one is a first visit — no pop-up), the
 * §8.3 rule on the signed cookie's state, and the slides that can be followed from this page.
 * Why: drawn after the scripts, at idle, the pop-up was a returning visitor's largest paint at
 * 3.5–4.2 s on a mid-range phone (docs/performance.md); in the HTML it is there with the form.
 */
export function drawLoginPopUp(moment: LoginPopUpMoment): DrawnLoginPopUp | null {
  const { campaign, now } = moment;
  if (!campaign || !campaignIsOn(campaign, now, audienceOf(false, null))) return null;
  const verdict = popUpVerdict({
    slot: 'login',
    here: moment.here,
    firstVisit: moment.visit ? moment.visit.firstVisit : !moment.returning,
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
    <PopUpDialog slot="login" title={campaign.title} slides={slides} onClose={() => undefined} drawn />,
  );
  return {
    html: `<div id="${DRAWN_POP_UP_ID}">${html}</div>`,
    data: { slot: 'login', campaignId: campaign.id, title: campaign.title, slides, stored },
    visit: {
      firstVisit: false,
      popUpShown: true,
      until: moment.visit?.until ?? endOfJamaicanDay(now).toISOString(),
    },
    image: first.imageUrl,
  };
}
