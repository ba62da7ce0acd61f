import { takeHeldInstallOffer } from './hold-install-offer.ts';
import { recordInstallOfferAnswer } from './install-offer-answer.ts';

/**
 * The event Chromium-based browsers fire when the portal can be installed (not in TypeScript's
 * DOM types: it is not a standard). `prompt()` opens the browser's own install dialog, once per
 * event; `userChoice` settles with what the member chose there.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

type Listener = () => void;

let offered: BeforeInstallPromptEvent | undefined;
const listeners = new Set<Listener>();
const notify = (): void => {
  for (const listener of listeners) listener();
};

/**
 * Starts listening for the browser's install offer, and takes the one the page's first script
 * held (hold-install-offer.ts). Called as the shell's code starts, before React renders: the
 * browser may fire `beforeinstallprompt` as soon as the page has loaded, and an event nobody heard
 * is gone until the next page load. `preventDefault()` keeps the browser from showing its own
 * mini-infobar over the page; the portal offers it at a calmer moment.
 */
export function listenForInstallOffer(target: EventTarget = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    notify();
  });
  // Installed, from our offer or the browser's own menu: there is nothing left to offer.
  target.addEventListener('appinstalled', () => {
    recordInstallOfferAnswer('installed');
    offered = undefined;
    notify();
  });
  const held = takeHeldInstallOffer(target);
  if (held) {
    offered = held as BeforeInstallPromptEvent;
    notify();
  }
}

/** The browser's install offer, while there is one to use. */
export function installOffered(): BeforeInstallPromptEvent | undefined {
  return offered;
}

/** Forgets the offer once `prompt()` has been called: the browser allows one prompt per event. */
export function forgetInstallOffer(): void {
  offered = undefined;
  notify();
}

/** Calls `listener` when an offer arrives or goes; returns the way to stop. */
export function onInstallOfferChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
