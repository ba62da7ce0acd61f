import { afterEach, describe, expect, it } from 'vitest';
import { holdInstallOffer, takeHeldInstallOffer } from './hold-install-offer.ts';
import { forgetInstallOffer, installOffered, listenForInstallOffer } from './install-prompt-event.ts';

const offer = (): Event => new Event('beforeinstallprompt', { cancelable: true });

afterEach(() => forgetInstallOffer());

describe("the browser's install offer, before the shell's code runs", () => {
  it("is held by the page's first script and handed to the shell's code when it starts", () => {
    const page = new EventTarget();
    holdInstallOffer(page);
    const early = offer();
    page.dispatchEvent(early);
    // The browser's own mini-infobar stays away meanwhile.
    expect(early.defaultPrevented).toBe(true);
    expect(installOffered()).toBeUndefined();
    listenForInstallOffer(page);
    expect(installOffered()).toBe(early);
  });

  it("is not held any more once the shell's code listens: a later offer is the shell's alone", () => {
    const page = new EventTarget();
    holdInstallOffer(page);
    listenForInstallOffer(page);
    expect(installOffered()).toBeUndefined();
    const later = offer();
    page.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
    expect(installOffered()).toBe(later);
    expect(takeHeldInstallOffer(page)).toBeUndefined();
  });

  it('is taken as it comes on a page without the first script', () => {
    const page = new EventTarget();
    listenForInstallOffer(page);
    const event = offer();
    page.dispatchEvent(event);
    expect(installOffered()).toBe(event);
  });
});
