import {
  getAccountMetrics,
  getAccountSummary,
  getPointsExpiry,
  getTransactions,
} from '@portal/api-client/calls/account';
import { getTierProgress } from '@portal/api-client/calls/tier';
import type { ShouldRevalidateFunctionArgs } from '@portal/router/react-router';

/** How many transactions the dashboard shows; the rest are on /transactions. */
export const RECENT_TRANSACTIONS = 5;

/**
 * Starts the dashboard's requests, all at once, without waiting for them: each card renders its
 * own skeleton and then its data or its own error (a failing card never blanks the page).
 */
export function dashboardLoader() {
  return {
    summary: getAccountSummary(),
    pointsExpiry: getPointsExpiry(),
    metrics: getAccountMetrics(),
    tier: getTierProgress(),
    transactions: getTransactions({ size: RECENT_TRANSACTIONS }),
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
