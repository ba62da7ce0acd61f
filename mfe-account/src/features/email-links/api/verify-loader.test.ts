import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyLoader, verifyOnce } from './verify-loader.ts';

const calls = vi.hoisted(() => ({ verifyEmail: vi.fn() }));
vi.mock('@portal/api-client/calls/account', () => ({ verifyEmail: calls.verifyEmail }));

afterEach(() => calls.verifyEmail.mockReset());
const request = (query: string) => ({ request: new Request(`http://portal.test/verify${query}`) }) as never;

describe('verification', () => {
  it('sends a token once however often the loader runs (a link works once)', async () => {
    calls.verifyEmail.mockResolvedValue({ status: 'verified' });
    const token = 'v'.repeat(32);
    const first = verifyLoader(request(`?token=${token}`));
    const second = verifyLoader(request(`?token=${token}`));
    expect(await first.outcome).toBe('verified');
    expect(await second.outcome).toBe('verified');
    expect(calls.verifyEmail).toHaveBeenCalledTimes(1);
  });

  it('fails without asking for a malformed token, and lets a failed attempt be retried', async () => {
    expect(await verifyLoader(request('?token=Not-A-Token')).outcome).toBe('failed');
    expect(await verifyLoader(request('')).outcome).toBe('failed');
    expect(calls.verifyEmail).not.toHaveBeenCalled();

    calls.verifyEmail.mockRejectedValueOnce({ status: 0 }).mockResolvedValueOnce({ status: 'verified' });
    const token = 'w'.repeat(32);
    expect(await verifyOnce(token)).toBe('failed');
    expect(await verifyOnce(token)).toBe('verified');
  });
});
