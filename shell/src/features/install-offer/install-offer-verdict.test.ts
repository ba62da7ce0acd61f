import { describe, expect, it } from 'vitest';
import { type InstallOfferMoment, installOfferVerdict } from './install-offer-verdict.ts';

const calm: InstallOfferMoment = {
  offered: true,
  signedIn: true,
  answered: false,
  firstVisit: false,
  popUpShownThisVisit: false,
  focusInField: false,
  dialogOpen: false,
};

describe('whether the install offer may show now', () => {
  it('shows to a signed-in member on a calm page of a later visit, once the browser has offered an install', () => {
    expect(installOfferVerdict(calm)).toBe('show');
  });

  it('never shows without the browser’s offer: there would be nothing for Install to open', () => {
    expect(installOfferVerdict({ ...calm, offered: false })).toBe('skip');
  });

  it('never shows on a first visit', () => {
    expect(installOfferVerdict({ ...calm, firstVisit: true })).toBe('skip');
  });

  it('never shows to a signed-out visitor (the card it installs for is a member’s)', () => {
    expect(installOfferVerdict({ ...calm, signedIn: false })).toBe('skip');
  });

  it('never asks again once installed or turned down, however calm the page', () => {
    expect(installOfferVerdict({ ...calm, answered: true })).toBe('skip');
  });

  it('shares the visit’s one interruption: not after a welcome pop-up in the same visit', () => {
    expect(installOfferVerdict({ ...calm, popUpShownThisVisit: true })).toBe('skip');
  });

  it('waits while a field has the focus, and while a dialog is open', () => {
    expect(installOfferVerdict({ ...calm, focusInField: true })).toBe('wait');
    expect(installOfferVerdict({ ...calm, dialogOpen: true })).toBe('wait');
    expect(installOfferVerdict({ ...calm, focusInField: true, dialogOpen: true })).toBe('wait');
  });

  it('skips rather than waits when it could never show in this visit', () => {
    for (const never of [{ firstVisit: true }, { answered: true }, { popUpShownThisVisit: true }, { offered: false }]) {
      expect(installOfferVerdict({ ...calm, ...never, focusInField: true })).toBe('skip');
    }
  });
});
