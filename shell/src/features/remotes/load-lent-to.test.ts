import { afterEach, describe, expect, it, vi } from 'vitest';

const lend = vi.fn(async () => ({}));
const lentTo = vi.fn((_manifest: unknown) => [lend]);
vi.mock('./lent-on-demand.ts', () => ({ lentTo }));
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
  it("reads the remote's manifest afresh and loads what it borrows", async () => {
    const manifest = { shared: [{ name: '@portal/api-client/calls/wallet' }] };
    answer(200, manifest);
    await loadLentTo(MANIFEST);
    expect(fetch).toHaveBeenCalledWith(MANIFEST, { cache: 'no-cache' });
    expect(lentTo).toHaveBeenCalledWith(manifest);
    expect(lend).toHaveBeenCalledOnce();
  });

  it('rejects when the manifest cannot be read, and loads nothing', async () => {
    answer(404, {});
    await expect(loadLentTo(MANIFEST)).rejects.toThrow(/answered 404/);
    expect(lend).not.toHaveBeenCalled();
  });
});
