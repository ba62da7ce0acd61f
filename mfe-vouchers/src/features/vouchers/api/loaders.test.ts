import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  searchVouchers: vi.fn(),
  getVoucher: vi.fn(),
  getVoucherReleaseConfig: vi.fn(),
}));
vi.mock('@portal/api-client/calls/vouchers', () => calls);

const { voucherListLoader } = await import('./voucher-list-loader.ts');
const { redeemedVouchersLoader } = await import('./redeemed-vouchers-loader.ts');
const { voucherDetailLoader } = await import('./voucher-detail-loader.ts');

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://portal.test${url}`), params, context: undefined }) as unknown as LoaderFunctionArgs;

const emptyPage = { content: [], page: { number: 0, size: 12, totalElements: 0, totalPages: 0 } };

beforeEach(() => {
  vi.clearAllMocks();
  calls.searchVouchers.mockResolvedValue(emptyPage);
  calls.getVoucherReleaseConfig.mockResolvedValue({ validityDays: 90, usableAfterMinutes: 0, expiringSoonDays: 7 });
});

/** What a thrown `data(null, { status })` carries. */
const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

describe('/vouchers loader', () => {
  it.each([
    ['/vouchers', 'active', ['issued'], 0, 'expiresAt,asc'],
    ['/vouchers?status=expired', 'expired', ['expired'], 0, 'expiresAt,desc'],
    [
      '/vouchers?status=all&page=2',
      'all',
      ['issued', 'expired', 'cancelled', 'approved', 'closed', 'distributed'],
      1,
      'issuedAt,desc',
    ],
    ['/vouchers?status=nonsense&page=abc', 'active', ['issued'], 0, 'expiresAt,asc'],
  ])('%s searches the filter’s statuses, a page of 12', async (url, filter, statuses, page, sort) => {
    const data = voucherListLoader(args(url));
    expect(data.filter).toBe(filter);
    await data.results;
    expect(calls.searchVouchers).toHaveBeenCalledWith(
      expect.objectContaining({ statuses, page, size: 12, sort, signal: expect.any(AbortSignal) }),
    );
  });
});

describe('/vouchers/redeemed loader', () => {
  it('searches the used (open ones too) and distributed vouchers, most recently used first', async () => {
    await redeemedVouchersLoader(args('/vouchers/redeemed?page=3')).results;
    expect(calls.searchVouchers).toHaveBeenCalledWith(
      expect.objectContaining({
        statuses: ['open', 'approved', 'closed', 'distributed'],
        page: 2,
        sort: 'usedAt,desc',
      }),
    );
  });
});

describe('/vouchers/:voucherNumber loader', () => {
  it('fetches the voucher through vouchers/{id} with its number', async () => {
    calls.getVoucher.mockResolvedValue({ voucherNumber: '418273645501' });
    const data = await voucherDetailLoader(args('/vouchers/418273645501', { voucherNumber: '418273645501' }));
    expect(calls.getVoucher).toHaveBeenCalledWith('418273645501', expect.any(AbortSignal));
    expect(data.voucher).toEqual({ voucherNumber: '418273645501' });
  });

  it('is a 404 for what cannot be a voucher number, without asking the provider', async () => {
    for (const voucherNumber of ['abc', '12345', '4182736455011', '']) {
      const thrown = await voucherDetailLoader(args(`/vouchers/${voucherNumber}`, { voucherNumber })).catch((e) => e);
      expect(statusOf(thrown), voucherNumber).toBe(404);
    }
    expect(calls.getVoucher).not.toHaveBeenCalled();
  });

  it('is a 404 when the provider does not find it for this member', async () => {
    calls.getVoucher.mockRejectedValue({ status: 404, code: 'not_found', message: 'Voucher not found.' });
    const thrown = await voucherDetailLoader(args('/vouchers/100000000009', { voucherNumber: '100000000009' })).catch(
      (e) => e,
    );
    expect(statusOf(thrown)).toBe(404);
  });

  it('lets other failures reach the error page', async () => {
    const failure = { status: 502, code: 'provider_unavailable', message: 'Down' };
    calls.getVoucher.mockRejectedValue(failure);
    await expect(voucherDetailLoader(args('/vouchers/418273645501', { voucherNumber: '418273645501' }))).rejects.toBe(
      failure,
    );
  });

  it('sends a number typed with spaces or dashes to its plain address', async () => {
    const thrown = await voucherDetailLoader(
      args('/vouchers/4182%207364-5501', { voucherNumber: '4182 7364-5501' }),
    ).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/vouchers/418273645501');
  });
});
