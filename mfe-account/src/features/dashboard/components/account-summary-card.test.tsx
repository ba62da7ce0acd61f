// @vitest-environment happy-dom
import type { AccountSummary } from '@portal/contracts/provider/account';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { AccountSummaryContent, AccountSummarySkeleton } from './account-summary-card.tsx';

afterEach(cleanup);

const summary: AccountSummary = {
  accountNumber: '20000001',
  firstName: 'Ava',
  lastName: 'Campbell',
  memberSince: '2024-02-10',
  vendorTier: 'Gold',
  points: 1_250,
  ledger: { earned: 9_870, spentOnRewards: 9_500, refunded: 1_000, expired: 120, adjusted: 0 },
};

/** The grid's items as their labels: the skeleton must take the same cells as the content. */
const labels = (container: HTMLElement): string[] =>
  [...container.querySelectorAll('dl > div > dt')].map((term) => term.textContent ?? '');

describe('the account summary and its skeleton', () => {
  it.each([
    ['a verified member (with the name)', true],
    ['a pending member or a guest (no name)', false],
  ])('lay out the same figures for %s, so nothing moves when the summary arrives', (_, showName) => {
    const loading = labels(render(<AccountSummarySkeleton showName={showName} />).container);
    cleanup();
    const loaded = labels(
      renderRoute(<AccountSummaryContent summary={summary} showName={showName} />, { path: '/' }).container,
    );
    expect(loading).toEqual(loaded);
    expect(loaded).toHaveLength(showName ? 4 : 3);
  });

  it('tells screen readers what is loading', () => {
    const { getByText, container } = render(<AccountSummarySkeleton showName />);
    expect(getByText('Loading your account summary')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
