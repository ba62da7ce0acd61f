import type { LayoutName } from '@portal/contracts/remote-contract';

/** Text in HTML: the programme's name comes from the runtime config. */
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The layouts whose main column is narrow (layout.module.css). */
const NARROW: Partial<Record<LayoutName, string>> = { 'login-only': 'fp-login', alternative: 'fp-form' };

/**
 * What the page paints before any script runs (docs/decisions/0012-first-paint-and-no-layout-shift.md:
 * on a slow line the JavaScript takes seconds, and the page was white until then): the header bar with
 * the programme's mark and name, the signed-in member's sidebar band as skeletons, and the page's
 * skeleton. It goes inside the root element, so React's first render replaces it with the real chrome
 * at the same places. Never a value that is not known yet: a skeleton, not a "–". Styled by
 * FIRST_PAINT_STYLE.
 */
export function firstPaintChrome({
  programme,
  layout,
  signedIn,
}: {
  programme: string;
  layout: LayoutName;
  signedIn: boolean;
}): string {
  const header =
    layout === 'plain'
      ? ''
      : `<header class="fp-header"><div class="fp-bar"><span class="fp-brand"><span class="fp-mark" aria-hidden="true">★</span><span class="fp-name">${escapeText(programme)}</span></span><span class="fp-bone fp-button"></span></div></header>`;
  const withSidebar = signedIn && (layout === 'default' || layout === 'rewards');
  const sidebar = withSidebar
    ? '<div class="fp-sidebar"><span class="fp-bone fp-wide"></span><span class="fp-bone fp-number"></span><span class="fp-bone fp-points"></span></div>'
    : '';
  const main =
    '<div class="fp-main"><span class="fp-bone fp-title"></span><span class="fp-bone fp-line"></span><span class="fp-bone fp-card"></span><span class="fp-bone fp-card"></span></div>';
  const layoutClass = ['fp-layout', withSidebar ? 'fp-with-sidebar' : '', NARROW[layout] ?? '']
    .filter(Boolean)
    .join(' ');
  return `<div data-first-paint aria-busy="true">${header}<div class="${layoutClass}">${sidebar}${main}</div><p class="fp-hidden">Loading ${escapeText(programme)}…</p></div>`;
}
