import { describe, expect, it } from 'vitest';
import { nextLikelyRemotes } from './next-likely.ts';
import { REMOTE_NAMES } from './route-map.ts';

describe('the remotes a member likely opens next', () => {
  it('from a signed-in page: the dashboard after /login, rewards then vouchers after it, never the page’s own', () => {
    expect(nextLikelyRemotes('shell', true)).toEqual(['account']);
    expect(nextLikelyRemotes('account', true)).toEqual(['rewards', 'vouchers']);
    expect(nextLikelyRemotes('rewards', true)).toEqual(['vouchers', 'account']);
    expect(nextLikelyRemotes('vouchers', true)).toEqual(['rewards', 'account']);
    expect(nextLikelyRemotes('info', true)).toEqual(['account']);
    for (const remote of REMOTE_NAMES) expect(nextLikelyRemotes(remote, true)).not.toContain(remote);
  });

  it('signed out: none from a remote’s page, the dashboard from /login', () => {
    for (const remote of REMOTE_NAMES) expect(nextLikelyRemotes(remote, false)).toEqual([]);
    expect(nextLikelyRemotes('shell', false)).toEqual(['account']);
  });
});
