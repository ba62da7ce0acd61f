import { describe, expect, it } from 'vitest';
import { reviveLoaderData, settleLoaderData } from './page-data.ts';

describe("a server-rendered page's loader data, on its way to the browser", () => {
  it('travels as JSON with each deferred value settled, and comes back as promises settled the same way', async () => {
    const failure = { status: 503, code: 'provider_unavailable', message: 'Try again.' };
    const rejected = Promise.reject(failure);
    rejected.catch(() => undefined);
    const settled = await settleLoaderData({
      dashboard: { summary: Promise.resolve({ points: 1200 }), tier: rejected, plain: 'kept' },
      'rewards-0-0': { items: [1, 2] },
      'info-0': null,
    });
    const revived = reviveLoaderData(JSON.parse(JSON.stringify(settled)) as Record<string, unknown>);
    const dashboard = revived.dashboard as Record<string, unknown>;
    await expect(dashboard.summary).resolves.toEqual({ points: 1200 });
    await expect(dashboard.tier).rejects.toEqual(failure);
    expect(dashboard.plain).toBe('kept');
    expect(revived['rewards-0-0']).toEqual({ items: [1, 2] });
    expect(revived['info-0']).toBeNull();
  });

  it('carries an Error as its message only (no stack from the server)', async () => {
    const settled = await settleLoaderData({ page: { data: Promise.reject(new Error('boom')) } });
    expect(JSON.parse(JSON.stringify(settled))).toEqual({
      page: { data: { __portalSettled: 'rejected', value: { message: 'boom' } } },
    });
  });
});
