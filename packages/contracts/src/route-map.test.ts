import { describe, expect, it } from 'vitest';
import { isCompatibleContract, REMOTE_CONTRACT_VERSION } from './remote-contract.ts';
import { expectedLayoutOf, ownerOf } from './route-map.ts';

describe('route ownership (requirements §2.1, docs/architecture.md, "A page load")', () => {
  it.each([
    ['/', 'account'],
    ['/promo', 'account'],
    ['/transactions', 'account'],
    ['/account', 'account'],
    ['/account/delete', 'account'],
    ['/register', 'account'],
    ['/register-success', 'account'],
    ['/forgot-password', 'account'],
    ['/reset-password', 'account'],
    ['/resend-verification', 'account'],
    ['/verify', 'account'],
    ['/rewards', 'rewards'],
    ['/rewards/12', 'rewards'],
    ['/rewards/12/redeem', 'rewards'],
    ['/vouchers', 'vouchers'],
    ['/vouchers/redeemed', 'vouchers'],
    ['/vouchers/V-123', 'vouchers'],
    ['/offers', 'vouchers'],
    ['/about', 'info'],
    ['/faq', 'info'],
    ['/contact', 'info'],
    ['/copyright', 'info'],
    ['/privacy-policy', 'info'],
    ['/terms-and-conditions', 'info'],
    ['/maintenance', 'info'],
    ['/login', 'shell'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each([
    ['/', 'default'],
    ['/transactions', 'default'],
    ['/rewards', 'rewards'],
    ['/rewards/12/redeem', 'rewards'],
    ['/register', 'alternative'],
    ['/verify', 'alternative'],
    ['/maintenance', 'plain'],
    ['/login', 'login-only'],
    ['/nope', 'default'],
    ['/constructor', 'default'],
  ])('%s is drawn in the %s page shell while its route loads', (path, layout) => {
    expect(expectedLayoutOf(path)).toBe(layout);
  });

  it('owns nothing else', () => {
    expect(ownerOf('/nope')).toBeUndefined();
    expect(ownerOf('/constructor')).toBeUndefined();
    expect(ownerOf('/__proto__')).toBeUndefined();
  });

  it('accepts remotes of the same contract major only', () => {
    expect(isCompatibleContract(REMOTE_CONTRACT_VERSION)).toBe(true);
    expect(isCompatibleContract('1.9.3', '1.0.0')).toBe(true);
    expect(isCompatibleContract('2.0.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract('0.9.0', '1.0.0')).toBe(false);
  });
});
