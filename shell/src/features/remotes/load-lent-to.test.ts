import { afterEach, describe, expect, it, vi } from 'vitest';

const wallet = vi.fn(async () => ({}));
const vouchers = vi.fn(async () => ({}));
const rewards = vi.fn(async () => ({}));
vi.mock('./lent-on-demand.ts', () => ({
  LENT_ON_DEMAND: {
    '@portal/api-client/calls/wallet': wallet,
    '@portal/api-client/calls/vouchers': vouchers,
    '@portal/api-client/calls/rewards': rewards,
  },
}));
const { loadLentTo } = await import('./load-lent-to.ts');

const MANIFEST = 'https://vouchers.example/mf-manifest.json';
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('loadLentTo', () => {
  it('loads each module lent on demand that the manifest says the remote borrows, and no other', async () => {
    answer(200, {
      shared: [
        { name: '@portal/api-client/calls/wallet' },
        { name: 'react' },
        { name: '@portal/api-client/calls/vouchers' },
        { name: 42 },
      ],
    });
    await loadLentTo(MANIFEST);
    expect(fetch).toHaveBeenCalledWith(MANIFEST, { cache: 'no-cache' });
    expect(wallet).toHaveBeenCalledOnce();
    expect(vouchers).toHaveBeenCalledOnce();
    expect(rewards).not.toHaveBeenCalled();
  });

  it('rejects when the manifest cannot be read, and loads nothing from a manifest without `shared`', async () => {
    answer(404, {});
    await expect(loadLentTo(MANIFEST)).rejects.toThrow(/answered 404/);
    answer(200, { name: 'vouchers' });
    await loadLentTo(MANIFEST);
    expect(wallet).not.toHaveBeenCalled();
  });
});
