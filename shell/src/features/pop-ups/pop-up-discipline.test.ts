import type { PopUpSlide } from '@portal/contracts/pop-up-contract';
import { describe, expect, it } from 'vitest';
import { type PopUpMoment, popUpVerdict, TYPING_PAUSE_MS } from './pop-up-discipline.ts';

const slide = (href: string | null, invitesToJoin?: boolean): PopUpSlide => ({
  imageUrl: 'https://pop-ups.test/a.svg',
  width: 1200,
  height: 600,
  alt: 'A slide about something worth reading',
  href,
  linkLabel: 'Go',
  ...(invitesToJoin === undefined ? {} : { invitesToJoin }),
});

const calm: PopUpMoment = {
  slot: 'dashboard',
  here: '/',
  firstVisit: false,
  shownThisVisit: false,
  focusInField: false,
  typedOnPage: false,
  dialogOpen: false,
  pageHidden: false,
  sinceLastKeyMs: Number.POSITIVE_INFINITY,
  balanceShown: true,
  registrationEnabled: false,
  slides: [slide('/rewards?categories=fuel')],
};
const SLOTS = ['dashboard', 'login', 'rewards'] as const;

describe('whether a pop-up may open now', () => {
  it('shows on a calm page of a visit that has had no pop-up', () => {
    for (const slot of SLOTS) expect(popUpVerdict({ ...calm, slot })).toBe('show');
  });

  it('allows one pop-up per visit: after one, every route is skipped, however calm', () => {
    for (const slot of SLOTS) expect(popUpVerdict({ ...calm, slot, shownThisVisit: true })).toBe('skip');
  });

  it('never shows the login pop-up on a first visit, but other slots may', () => {
    expect(popUpVerdict({ ...calm, slot: 'login', firstVisit: true })).toBe('skip');
    expect(popUpVerdict({ ...calm, slot: 'dashboard', firstVisit: true })).toBe('show');
    expect(popUpVerdict({ ...calm, slot: 'rewards', firstVisit: true })).toBe('show');
  });

  it('never opens over the /login form the member is in: focus in a field or a key pressed skips it', () => {
    expect(popUpVerdict({ ...calm, slot: 'login', focusInField: true })).toBe('skip');
    // Typed, then left the field (a click on the page): still not over this form.
    expect(popUpVerdict({ ...calm, slot: 'login', typedOnPage: true })).toBe('skip');
  });

  it('elsewhere waits while the focus is in a field, another dialog is open, or a key was pressed lately', () => {
    expect(popUpVerdict({ ...calm, focusInField: true })).toBe('wait');
    expect(popUpVerdict({ ...calm, slot: 'rewards', dialogOpen: true })).toBe('wait');
    expect(popUpVerdict({ ...calm, sinceLastKeyMs: 0 })).toBe('wait');
    expect(popUpVerdict({ ...calm, sinceLastKeyMs: TYPING_PAUSE_MS - 1 })).toBe('wait');
    expect(popUpVerdict({ ...calm, sinceLastKeyMs: TYPING_PAUSE_MS })).toBe('show');
  });

  it('waits, on every slot, while its tab is hidden; the login pop-up too', () => {
    expect(popUpVerdict({ ...calm, pageHidden: true })).toBe('wait');
    expect(popUpVerdict({ ...calm, slot: 'login', here: '/login', pageHidden: true })).toBe('wait');
    expect(popUpVerdict({ ...calm, slot: 'rewards', here: '/rewards', pageHidden: true })).toBe('wait');
    // A visit that has had its pop-up has nothing to wait for.
    expect(popUpVerdict({ ...calm, pageHidden: true, shownThisVisit: true })).toBe('skip');
  });

  it('waits on the dashboard until the balance has rendered; other pages do not show it', () => {
    expect(popUpVerdict({ ...calm, balanceShown: false })).toBe('wait');
    expect(popUpVerdict({ ...calm, slot: 'login', here: '/login', balanceShown: false })).toBe('show');
    expect(popUpVerdict({ ...calm, slot: 'rewards', here: '/rewards', balanceShown: false })).toBe('show');
  });

  it('skips a pop-up whose only call to action is to join while registration is off, and shows it when on', () => {
    for (const slides of [[slide('/about', true)], [slide('/register')], [slide('/register?source=pop-up')]]) {
      expect(popUpVerdict({ ...calm, slot: 'login', here: '/login', slides })).toBe('skip');
      expect(popUpVerdict({ ...calm, slot: 'login', here: '/login', slides, registrationEnabled: true })).toBe('show');
    }
    // A join slide beside one that can be followed: the pop-up still has something to offer.
    const mixed = [slide('/about'), slide('/register', true)];
    expect(popUpVerdict({ ...calm, slot: 'login', here: '/login', slides: mixed })).toBe('show');
  });

  it('skips a pop-up whose every call to action leads to the page already open', () => {
    expect(popUpVerdict({ ...calm, slot: 'rewards', here: '/rewards', slides: [slide('/rewards')] })).toBe('skip');
  });

  it('does not judge content it has not loaded yet', () => {
    expect(popUpVerdict({ ...calm, slides: undefined })).toBe('show');
  });

  it('skips rather than waits when the visit has had its pop-up', () => {
    const busy = { focusInField: true, dialogOpen: true, pageHidden: true, sinceLastKeyMs: 0, balanceShown: false };
    for (const slot of SLOTS) expect(popUpVerdict({ ...calm, ...busy, slot, shownThisVisit: true })).toBe('skip');
  });
});
