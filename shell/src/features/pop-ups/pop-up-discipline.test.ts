import { describe, expect, it } from 'vitest';
import { type PopUpMoment, popUpVerdict, TYPING_PAUSE_MS } from './pop-up-discipline.ts';

const calm: PopUpMoment = {
  slot: 'dashboard',
  firstVisit: false,
  shownThisVisit: false,
  focusInField: false,
  dialogOpen: false,
  sinceLastKeyMs: Number.POSITIVE_INFINITY,
};

describe('the pop-up discipline', () => {
  it('shows on a calm page of a visit that has had no pop-up', () => {
    for (const slot of ['dashboard', 'login', 'rewards'] as const) expect(popUpVerdict({ ...calm, slot })).toBe('show');
  });

  it('allows one pop-up per visit: after one, every slot is skipped', () => {
    for (const slot of ['dashboard', 'login', 'rewards'] as const) {
      expect(popUpVerdict({ ...calm, slot, shownThisVisit: true })).toBe('skip');
    }
  });

  it('never shows the login pop-up on a first visit, but other slots may', () => {
    expect(popUpVerdict({ ...calm, slot: 'login', firstVisit: true })).toBe('skip');
    expect(popUpVerdict({ ...calm, slot: 'dashboard', firstVisit: true })).toBe('show');
    expect(popUpVerdict({ ...calm, slot: 'rewards', firstVisit: true })).toBe('show');
  });

  it('waits while the focus is in a field, another dialog is open, or a key was pressed lately', () => {
    expect(popUpVerdict({ ...calm, focusInField: true })).toBe('wait');
    expect(popUpVerdict({ ...calm, dialogOpen: true })).toBe('wait');
    expect(popUpVerdict({ ...calm, sinceLastKeyMs: 0 })).toBe('wait');
    expect(popUpVerdict({ ...calm, sinceLastKeyMs: TYPING_PAUSE_MS - 1 })).toBe('wait');
    expect(popUpVerdict({ ...calm, sinceLastKeyMs: TYPING_PAUSE_MS })).toBe('show');
  });

  it('skips rather than waits when the visit has had its pop-up or it is a first visit’s login', () => {
    const busy = { focusInField: true, dialogOpen: true, sinceLastKeyMs: 0 };
    expect(popUpVerdict({ ...calm, ...busy, shownThisVisit: true })).toBe('skip');
    expect(popUpVerdict({ ...calm, ...busy, slot: 'login', firstVisit: true })).toBe('skip');
  });
});
