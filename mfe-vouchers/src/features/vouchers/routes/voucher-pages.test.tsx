// @vitest-environment happy-dom
import type { Voucher, VoucherPage, VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import { RouterProvider } from '@portal/router/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RedeemedVouchersPage } from './redeemed-vouchers-page.tsx';
import { VoucherDetailPage } from './voucher-detail-page.tsx';
import { VoucherListPage } from './voucher-list-page.tsx';

afterEach(cleanup);

const config = { validityDays: 90, usableAfterMinutes: 0, expiringSoonDays: 7 };
const DAY = 86_400_000;
const voucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  id: 1,
  voucherNumber: '418273645501',
  status: 'issued',
  kind: 'reward',
  rewardId: 2,
  rewardName: 'J$1,000 Grocery Voucher',
  valueJmd: 1000,
  pointsCost: 1000,
  issuedAt: new Date(Date.now() - 2 * DAY).toISOString(),
  expiresAt: new Date(Date.now() + 60 * DAY).toISOString(),
  usedAt: null,
  terms: 'Not exchangeable for cash.',
  imageUrl: '/media/rewards/grocery-voucher-1000.svg',
  ...overrides,
});
const pageOf = (content: Voucher[], number = 0, totalElements = content.length): VoucherPage => ({
  content,
  page: { number, size: 12, totalElements, totalPages: Math.ceil(totalElements / 12) },
});

/** A failed request, handled the way the loaders handle theirs. */
function rejected(reason: unknown): Promise<never> {
  const promise = Promise.reject(reason);
  promise.catch(() => undefined);
  return promise;
}

function renderAt(path: string, Component: () => React.ReactNode, loader: () => unknown, routePath: string) {
  const router = createMemoryRouter([{ path: routePath, Component, loader }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

/** The active vouchers' list (/vouchers), its search answering `page` (or failing) with `releaseConfig`. */
function renderActiveList(page: VoucherPage | Promise<never>, releaseConfig: VoucherReleaseConfig | null) {
  renderAt(
    '/vouchers',
    VoucherListPage,
    () => ({
      filter: 'active',
      page: 1,
      releaseConfig: Promise.resolve(releaseConfig),
      results: page instanceof Promise ? page : Promise.resolve({ page, config: releaseConfig }),
    }),
    '/vouchers',
  );
}

describe('voucher detail', () => {
  it('shows an active voucher with its barcode, QR code and number first', async () => {
    renderAt(
      '/vouchers/418273645501',
      VoucherDetailPage,
      () => ({ voucher: voucher(), releaseConfig: config }),
      '/vouchers/:voucherNumber',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'J$1,000 Grocery Voucher' })).toBeTruthy();
    expect(screen.getByTestId('voucher-status').textContent).toBe('Active');
    const till = screen.getByTestId('voucher-till');
    expect(within(till).getByRole('img', { name: 'Voucher number barcode: 418273645501' })).toBeTruthy();
    expect(within(till).getByRole('img', { name: 'Voucher number QR code: 418273645501' })).toBeTruthy();
    expect(within(till).getByTestId('scannable-value').textContent).toBe('4182 7364 5501');
    expect(screen.getByTestId('voucher-value').textContent).toBe('J$1,000.00');
    expect(screen.getByText('Not exchangeable for cash.')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'J$1,000 Grocery Voucher' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('96');
  });

  it.each([
    ['expired', 'This voucher has expired'],
    ['closed', 'This voucher has been used'],
    ['distributed', 'This reward has been distributed'],
    ['cancelled', 'This voucher was cancelled'],
  ] as const)('offers nothing to scan for a %s voucher, and says why', async (status, heading) => {
    const usedAt = status === 'closed' || status === 'distributed' ? new Date(Date.now() - DAY).toISOString() : null;
    renderAt(
      '/vouchers/418273645501',
      VoucherDetailPage,
      () => ({ voucher: voucher({ status, usedAt }), releaseConfig: config }),
      '/vouchers/:voucherNumber',
    );
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /barcode|QR code/ })).toBeNull();
    expect(screen.getByTestId('voucher-number').textContent).toBe('4182 7364 5501');
  });

  it('shows a birthday treat without points: no "0 pts" on its page, cancelled or not', async () => {
    const treat = voucher({ kind: 'birthday', rewardId: null, rewardName: 'Birthday treat', pointsCost: 0 });
    renderAt(
      '/vouchers/418273645501',
      VoucherDetailPage,
      () => ({ voucher: treat, releaseConfig: config }),
      '/vouchers/:voucherNumber',
    );
    expect((await screen.findByTestId('voucher-points')).textContent).toBe('None: it’s your birthday treat');
    expect(document.body.textContent).not.toMatch(/\b0 pts/);
    cleanup();
    renderAt(
      '/vouchers/418273645501',
      VoucherDetailPage,
      () => ({ voucher: { ...treat, status: 'cancelled' }, releaseConfig: config }),
      '/vouchers/:voucherNumber',
    );
    expect(await screen.findByText('It can no longer be used.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b0 pts|refunded/);
  });

  it('tells when a voucher becomes usable if the release config holds it back', async () => {
    renderAt(
      '/vouchers/418273645501',
      VoucherDetailPage,
      () => ({
        voucher: voucher({ issuedAt: new Date().toISOString() }),
        releaseConfig: { ...config, usableAfterMinutes: 60 },
      }),
      '/vouchers/:voucherNumber',
    );
    expect(await screen.findByText(/This voucher can be used from/)).toBeTruthy();
  });

  it('shows the picture’s stand-in when the reward has none', async () => {
    renderAt(
      '/vouchers/418273645501',
      VoucherDetailPage,
      () => ({ voucher: voucher({ imageUrl: null }), releaseConfig: null }),
      '/vouchers/:voucherNumber',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img', { name: 'J$1,000 Grocery Voucher' })).toBeNull();
  });
});

describe('voucher list', () => {
  it('marks the chosen filter, lists each voucher with its label and flags one about to expire', async () => {
    const soon = voucher({
      id: 2,
      voucherNumber: '100000000009',
      rewardName: 'J$500 Mobile Top-Up',
      expiresAt: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    renderAt(
      '/vouchers?status=all',
      VoucherListPage,
      () => ({
        filter: 'all',
        page: 1,
        releaseConfig: Promise.resolve(config),
        results: Promise.resolve({
          page: pageOf([voucher(), soon, voucher({ id: 3, voucherNumber: '200000000008', status: 'expired' })]),
          config,
        }),
      }),
      '/vouchers',
    );
    expect(await screen.findByText('Showing 1–3 of 3 vouchers')).toBeTruthy();
    const filters = screen.getByRole('navigation', { name: 'Filter vouchers' });
    expect(within(filters).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');
    expect(within(filters).getByRole('link', { name: 'Expired' }).getAttribute('href')).toBe(
      '/vouchers?status=expired',
    );
    expect(within(filters).getByRole('link', { name: 'Active' }).getAttribute('href')).toBe('/vouchers');
    const labels = screen.getAllByTestId('voucher-status').map((badge) => badge.textContent);
    expect(labels).toEqual(['Active', 'Active', 'Expired']);
    expect(screen.getByText(/^Expires in 3 days$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'J$500 Mobile Top-Up' }).getAttribute('href')).toBe(
      '/vouchers/100000000009',
    );
    expect(
      screen.getByText(
        'New vouchers can be used as soon as you redeem them and are valid for 90 days, unless the reward says otherwise.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1–3 of 3 vouchers'));
  });

  it('lists a birthday treat as one, without a points line', async () => {
    const treat = voucher({ kind: 'birthday', rewardId: null, rewardName: 'Birthday treat', pointsCost: 0 });
    renderActiveList(pageOf([treat, voucher({ id: 2, voucherNumber: '100000000009' })]), config);
    const [treatCard, rewardCard] = await screen.findAllByTestId('voucher-card');
    expect(treatCard?.textContent).toContain('J$1,000.00 · Birthday treat');
    expect(treatCard?.textContent).not.toMatch(/\bpts\b/);
    expect(rewardCard?.textContent).toContain('J$1,000.00 · 1,000 pts');
  });

  it('pages with links that keep the filter', async () => {
    renderAt(
      '/vouchers?status=all&page=2',
      VoucherListPage,
      () => ({
        filter: 'all',
        page: 2,
        releaseConfig: Promise.resolve(config),
        results: Promise.resolve({ page: pageOf([voucher()], 1, 25), config }),
      }),
      '/vouchers',
    );
    expect(await screen.findByText('Showing 13–13 of 25 vouchers')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/vouchers?status=all');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/vouchers?status=all&page=3');
  });

  it('says when there are no active vouchers, and where to get some', async () => {
    renderActiveList(pageOf([]), null);
    expect(await screen.findByText('You have no active vouchers right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse rewards' }).getAttribute('href')).toBe('/rewards');
  });

  it('shows a failed search next to a way to try again', async () => {
    renderActiveList(
      rejected({ status: 502, code: 'provider_unavailable', message: 'The loyalty service is down.' }),
      null,
    );
    expect(await screen.findByText('The loyalty service is down.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('redeemed vouchers', () => {
  it('lists the used vouchers with when they were used', async () => {
    renderAt(
      '/vouchers/redeemed',
      RedeemedVouchersPage,
      () => ({
        page: 1,
        results: Promise.resolve({
          page: pageOf([voucher({ status: 'closed', usedAt: '2026-12-01T17:00:00.000Z' })]),
          config: null,
        }),
      }),
      '/vouchers/redeemed',
    );
    expect(await screen.findByText('Used on 1 December 2026')).toBeTruthy();
    expect(screen.getByTestId('voucher-status').textContent).toBe('Used');
    expect(screen.getByRole('link', { name: 'Redeemed' }).getAttribute('aria-current')).toBe('page');
  });
});
