import type { PopUpVerdict } from './pop-up-discipline.ts';

/**
 * What the pop-up host last decided, on <html data-pop-up-verdict>: for whoever looks into why a
 * pop-up did (not) show. `seen`: the §8.3 rule said no; `none`: no campaign for this page, now,
 * for this member. Undefined: nothing decided yet on this page view.
 */
export function noteVerdict(verdict: PopUpVerdict | 'seen' | 'none' | undefined): void {
  if (verdict === undefined) delete document.documentElement.dataset.popUpVerdict;
  else document.documentElement.dataset.popUpVerdict = verdict;
}
