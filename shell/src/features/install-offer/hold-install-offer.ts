/**
 * Where the page's first script keeps the browser's install offer until the shell's code takes
 * it over (install-prompt-event.ts). On `window` on purpose: the first script and the shell's
 * entry are separate builds of one page, and share nothing else.
 */
const HELD = Symbol.for('island-rewards.held-install-offer');

interface Held {
  event: Event | undefined;
  taken: boolean;
}

type Holder = EventTarget & { [HELD]?: Held };

/**
 * In the page's first script (hold-forms.ts): keeps the browser's `beforeinstallprompt` until the
 * shell's code runs, and keeps the browser's own mini-infobar away meanwhile. Why: the shell's
 * scripts are asked for only once the page is painted, and Chromium may fire the event before
 * that; an event nobody heard is gone until the next page load, so the portal never offered to
 * install (found by CI's run of 48dece4, `home-screen.spec.ts`, firing it as the page loaded).
 */
export function holdInstallOffer(target: EventTarget = window): void {
  const held: Held = { event: undefined, taken: false };
  (target as Holder)[HELD] = held;
  target.addEventListener('beforeinstallprompt', (event) => {
    if (held.taken) return;
    event.preventDefault();
    held.event = event;
  });
}

/** In the shell's code, once it listens itself: the offer held until now, if any; none is held after. */
export function takeHeldInstallOffer(target: EventTarget = window): Event | undefined {
  const held = (target as Holder)[HELD];
  if (!held) return undefined;
  held.taken = true;
  return held.event;
}
