import {
  getAccountMetrics,
  getAccountSummary,
  getPointsExpiry,
  getTransactions,
} from '@portal/api-client/calls/account';
import { getOffers } from '@portal/api-client/calls/offers';
import { searchRewards } from '@portal/api-client/calls/rewards';
import { getTierProgress } from '@portal/api-client/calls/tier';
import { searchVouchers } from '@portal/api-client/calls/vouchers';
import type { ShouldRevalidateFunctionArgs } from '@portal/router/react-router';

/**
 * How many rewards nearest the balance "Within reach" reads: enough to hold the three it offers
 * and, past them, the cheapest one above the balance (nearest first puts it before any dearer one).
 */
const WITHIN_REACH_READ = 20;

/** How many transactions the dashboard shows; the rest are on /transactions. */
const RECENT_TRANSACTIONS = 5;

/**
 * Marks a card's request as handled from the start: a failure that comes back before the card's
 * <Await> renders would otherwise be an "uncaught (in promise)" error in the console. The card
 * still receives the failure and shows its own error.
 */
function forCard<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

/**
 * Starts the dashboard's requests, all at once, without waiting for them: each card renders its
 * own skeleton and then its data or its own error (a failing card never blanks the page).
 */
export function dashboardLoader() {
  return {
    summary: forCard(getAccountSummary()),
    pointsExpiry: forCard(getPointsExpiry()),
    metrics: forCard(getAccountMetrics()),
    tier: forCard(getTierProgress()),
    withinReach: forCard(searchRewards({ sort: 'closest', page: 0, size: WITHIN_REACH_READ })),
    transactions: forCard(getTransactions({ size: RECENT_TRANSACTIONS })),
    // How many offers are active, and what they earned (docs/decisions/0044-offers.md).
    offers: forCard(getOffers()),
    // The newest birthday treat in any status a member sees: the birthday card says whether it is
    // there to use, used already, or still to come (docs/decisions/0045-birthday-treat.md).
    birthdayTreat: forCard(searchVouchers({ statuses: [], kind: 'birthday', page: 0, size: 1, sort: 'issuedAt,desc' })),
  };
}

export type DashboardData = ReturnType<typeof dashboardLoader>;

const DASHBOARD_PATHS = new Set(['/', '/promo']);

/** Opening or closing the promo-code claim (/ ↔ /promo) keeps the cards; anything else reloads them as usual. */
export function dashboardShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const switching =
    currentUrl.pathname !== nextUrl.pathname &&
    DASHBOARD_PATHS.has(currentUrl.pathname) &&
    DASHBOARD_PATHS.has(nextUrl.pathname);
  return switching ? false : defaultShouldRevalidate;
}
