// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { PointsLedger } from './points-ledger.tsx';

afterEach(cleanup);

const ledger = { earned: 9_870, spentOnRewards: 9_500, refunded: 1_000, expired: 120, adjusted: 0 };

describe('the points ledger', () => {
  it('shows every term of the sum with its sign, down to the balance, each figure opening its own transactions', () => {
    const { getByTestId } = renderRoute(<PointsLedger ledger={ledger} balance={1_250} />, { path: '/' });
    const figure = (id: string) => getByTestId(`ledger-${id}`);
    expect(figure('earned').textContent).toBe('+9,870');
    expect(figure('spentOnRewards').textContent).toBe('\u22129,500');
    expect(figure('refunded').textContent).toBe('+1,000');
    expect(figure('expired').textContent).toBe('\u2212120');
    expect(figure('adjusted').textContent).toBe('0');
    expect(figure('balance').textContent).toBe('1,250 pts');
    expect(figure('earned').getAttribute('href')).toBe('/transactions?kind=earned&kind=promo');
    expect(figure('spentOnRewards').getAttribute('href')).toBe('/transactions?kind=redeemed');
    expect(figure('refunded').getAttribute('href')).toBe('/transactions?kind=refunded');
    expect(figure('expired').getAttribute('href')).toBe('/transactions?kind=expired');
    expect(figure('adjusted').getAttribute('href')).toBe('/transactions?kind=adjustments');
    expect(figure('balance').getAttribute('href')).toBe('/transactions');
  });

  it('keeps its rows while it loads, so nothing moves when the figures arrive', () => {
    const rows = (container: HTMLElement) => [...container.querySelectorAll('th')].map((cell) => cell.textContent);
    const loading = rows(render(<PointsLedger ledger={null} balance={null} />).container);
    cleanup();
    expect(loading).toEqual(
      rows(renderRoute(<PointsLedger ledger={ledger} balance={1_250} />, { path: '/' }).container),
    );
    expect(loading).toHaveLength(6);
  });
});
