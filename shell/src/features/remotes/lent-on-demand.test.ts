import { describe, expect, it, vi } from 'vitest';
import { lentTo } from './lent-on-demand.ts';

describe('lentTo', () => {
  const wallet = vi.fn(async () => ({}));
  const vouchers = vi.fn(async () => ({}));
  const rewards = vi.fn(async () => ({}));
  const lent = {
    '@portal/api-client/calls/wallet': wallet,
    '@portal/api-client/calls/vouchers': vouchers,
    '@portal/api-client/calls/rewards': rewards,
  };

  it('gives the loaders of the lent modules a manifest declares among its shared, and no other', () => {
    const manifest = {
      shared: [
        { name: '@portal/api-client/calls/wallet' },
        { name: 'react' },
        { name: '@portal/api-client/calls/vouchers' },
        { name: 42 },
        null,
      ],
    };
    expect(lentTo(manifest, lent)).toEqual([wallet, vouchers]);
  });

  it('gives none for a manifest without a shared list, or none at all', () => {
    expect(lentTo({ name: 'vouchers' }, lent)).toEqual([]);
    expect(lentTo(null, lent)).toEqual([]);
  });

  it("uses the shell's own lending table by default", () => {
    expect(lentTo({ shared: [{ name: 'jotai/utils' }] })).toHaveLength(1);
  });
});
