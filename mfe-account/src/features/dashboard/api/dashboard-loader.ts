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
import { fullMemberRefusalOf } from '@portal/contracts/full-member-rule';
import type { RewardPage } from '@portal/contracts/provider/rewards';
import type { VoucherPage } from '@portal/contracts/provider/vouchers';
import type { ShouldRevalidateFunctionArgs } from '@portal/router/react-router';
import { accountAtom, accountClassAtom, sessionStore } from '@portal/session/session-atoms';
import { birthdayCardOf } from '../birthday-treat.ts';

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

/** What a card the member will not see gets instead of a request: an empty page. */
const NOT_READ = { content: [], page: { number: 0, size: 1, totalElements: 0, totalPages: 0 } };

/**
 * Starts the dashboard's requests, all at once, without waiting for them: each card renders its
 * own skeleton and then its data or its own error (a failing card never blanks the page). What
 * the member's class shows no data of is not asked for: a guest or a pending member gets the step
 * they need first in "Within reach" (the full-member rule, as withinReachOf) and no birthday card
 * (birthdayCardOf, which shows a treat only to a full member in their birthday month). While the
 * class is not known yet, everything is asked for.
 */
export function dashboardLoader() {
  const memberClass = sessionStore.get(accountClassAtom);
  const readsRewards = fullMemberRefusalOf(memberClass, 'redeem-reward') === null;
  const readsBirthdayTreat =
    memberClass === null ||
    birthdayCardOf(memberClass, sessionStore.get(accountAtom)?.birthdate, new Date()) === 'treat';
  const withinReach: Promise<RewardPage> = readsRewards
    ? forCard(searchRewards({ sort: 'closest', page: 0, size: WITHIN_REACH_READ }))
    : Promise.resolve(NOT_READ);
  // The newest birthday treat in any status a member sees: the birthday card says whether it is
  // there to use, used already, or still to come (docs/decisions/0045-birthday-treat.md).
  const birthdayTreat: Promise<VoucherPage> = readsBirthdayTreat
    ? forCard(searchVouchers({ statuses: [], kind: 'birthday', page: 0, size: 1, sort: 'issuedAt,desc' }))
    : Promise.resolve(NOT_READ);
  return {
    summary: forCard(getAccountSummary()),
    pointsExpiry: forCard(getPointsExpiry()),
    metrics: forCard(getAccountMetrics()),
    tier: forCard(getTierProgress()),
    withinReach,
    transactions: forCard(getTransactions({ size: RECENT_TRANSACTIONS })),
    // How many offers are active, and what they earned (docs/decisions/0044-offers.md).
    offers: forCard(getOffers()),
    birthdayTreat,
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
