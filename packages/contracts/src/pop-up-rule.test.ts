import { describe, expect, it } from 'vitest';
import { closePopUp, decidePopUp, endOfJamaicanDay } from './pop-up-rule.ts';

const at = (iso: string) => new Date(iso);

describe('pop-up rule (requirements §8.3)', () => {
  it('shows with no stored state, storing it as unseen until the end of the day', () => {
    expect(decidePopUp(undefined, at('2026-11-22T14:00:00Z'))).toEqual({
      show: true,
      store: { isSeen: false, expiresAt: '2026-11-23T05:00:00.000Z' },
    });
  });

  it('shows again when the stored expiry is past', () => {
    const stored = { isSeen: true, expiresAt: '2026-11-22T05:00:00.000Z' };
    expect(decidePopUp(stored, at('2026-11-22T05:00:00Z'))).toMatchObject({ show: true, store: { isSeen: false } });
  });

  it('otherwise shows only if not seen', () => {
    const expiresAt = '2026-11-23T05:00:00.000Z';
    expect(decidePopUp({ isSeen: false, expiresAt }, at('2026-11-22T20:00:00Z'))).toEqual({ show: true });
    expect(decidePopUp({ isSeen: true, expiresAt }, at('2026-11-22T20:00:00Z'))).toEqual({ show: false });
  });

  it('marks it seen when closed, keeping the expiry', () => {
    expect(closePopUp({ isSeen: false, expiresAt: '2026-11-23T05:00:00.000Z' }, at('2026-11-22T20:00:00Z'))).toEqual({
      isSeen: true,
      expiresAt: '2026-11-23T05:00:00.000Z',
    });
  });

  it('shows a campaign with a new id once, even after the last one was closed today', () => {
    const now = at('2026-11-22T20:00:00Z');
    const seen = closePopUp(decidePopUp(undefined, now, 'december').store, now, 'december');
    expect(seen).toEqual({ isSeen: true, expiresAt: '2026-11-23T05:00:00.000Z', campaignId: 'december' });
    expect(decidePopUp(seen, now, 'december')).toEqual({ show: false });
    const next = decidePopUp(seen, now, 'christmas');
    expect(next).toEqual({
      show: true,
      store: { isSeen: false, expiresAt: '2026-11-23T05:00:00.000Z', campaignId: 'christmas' },
    });
    expect(decidePopUp(closePopUp(next.store, now, 'christmas'), now, 'christmas')).toEqual({ show: false });
  });

  it('reads state stored without a campaign as about the current one', () => {
    const expiresAt = '2026-11-23T05:00:00.000Z';
    expect(decidePopUp({ isSeen: true, expiresAt }, at('2026-11-22T20:00:00Z'), 'december')).toEqual({ show: false });
  });

  it('treats unreadable stored state as none', () => {
    expect(decidePopUp({ isSeen: true, expiresAt: 'soon' }, at('2026-11-22T20:00:00Z')).show).toBe(true);
  });
});

describe('the same day, in Jamaica (UTC−5)', () => {
  it('ends at 05:00 UTC', () => {
    expect(endOfJamaicanDay(at('2026-11-22T04:59:59Z')).toISOString()).toBe('2026-11-22T05:00:00.000Z'); // 23:59 the 21st in Kingston
    expect(endOfJamaicanDay(at('2026-11-22T05:00:00Z')).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(endOfJamaicanDay(at('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });
});
