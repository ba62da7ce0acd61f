import { parseUrl } from '@portal/contracts/parse-url';
import type { PopUpSlide } from '@portal/contracts/pop-up-contract';

/** The portal's registration page: a link there is a "join" whatever the slide says. */
const REGISTER_PATH = /^\/register(?:[/?#]|$)/;

const pathOf = (href: string): string => parseUrl(href, 'https://portal.invalid')?.pathname ?? href;

/**
 * The slides of a campaign whose call to action can be followed from the page open at `here`:
 * none that invites to join (or links to /register) while registration is off, and none that
 * leads to the page already open (docs/deploy-pop-ups.md, "Change the content": a call to action
 * only where it can be followed).
 */
export function followableSlides<Slide extends PopUpSlide>(
  slides: readonly Slide[],
  registrationEnabled: boolean,
  here: string,
): Slide[] {
  return slides.filter((slide) => {
    const joins = slide.invitesToJoin === true || (slide.href !== null && REGISTER_PATH.test(pathOf(slide.href)));
    if (joins && !registrationEnabled) return false;
    return slide.href !== here;
  });
}
