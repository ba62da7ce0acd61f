import { jamaicaWallClock } from '@portal/contracts/jamaica-time';
import { Link, useLoaderData, useLocation, useNavigate, useRevalidator } from '@portal/router/react-router';
import { accountAtom, accountClassAtom, envAtom, vendorTierAtom } from '@portal/session/session-atoms';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { DeferredCard } from '../../common/components/deferred-card.tsx';
import { TransactionList } from '../../transactions/components/transaction-list.tsx';
import type { DashboardData } from '../api/dashboard-loader.ts';
import { AccountSummaryContent, AccountSummarySkeleton } from '../components/account-summary-card.tsx';
import { BirthdayTreatCard } from '../components/birthday-treat-card.tsx';
import { MetricsContent } from '../components/metrics-content.tsx';
import { OffersCard } from '../components/offers-card.tsx';
import { PointsExpiryContent } from '../components/points-expiry-content.tsx';
import { PointsLedger } from '../components/points-ledger.tsx';
import { PromoCodeCard } from '../components/promo-code-card.tsx';
import { TierProgressContent } from '../components/tier-progress-content.tsx';
import { WithinReachContent } from '../components/within-reach-content.tsx';
import styles from './dashboard.module.css';

// Jamaica keeps one offset all year: no Intl formatter (the first a page makes is dear) for a year.
const jamaicaYear = (): number => jamaicaWallClock(Date.now()).getUTCFullYear();

/*
 * What the page does not need before a member can use it comes in chunks of its own, started as
 * this page's code is evaluated: the member card's barcode and QR code generators (a third of the
 * page's code) and the promo-code claim (only on /promo). On a page the server drew, their parts
 * stay as the server drew them and hydrate when their chunk has run, each in a task of its own
 * (docs/performance.md, "Lighthouse"); a press there meanwhile hydrates that part first.
 */
const memberCard = import('@portal/ui/member-card');
const MemberCard = lazy(() => memberCard.then((module) => ({ default: module.MemberCard })));
const PromoCodeDialog = lazy(() =>
  import('../../promo-codes/components/promo-code-dialog.tsx').then((module) => ({ default: module.PromoCodeDialog })),
);

/**
 * The dashboard (/ and /promo): account summary, member card, the points ledger as a sum, points
 * expiry, the year's metrics, recent transactions, promo codes, the offers for you, the rewards within reach and the tier's progress;
 * above them, the birthday treat (or an invitation to add a birthdate) when there is one. On /promo the promo-code claim opens over it.
 */
export function DashboardPage() {
  const data = useLoaderData<DashboardData>();
  const account = useAtomValue(accountAtom);
  // Requirements §18: the name is shown only for verified users (not a pending one, not a guest).
  const verified = useAtomValue(accountClassAtom) === 'verified';
  const tier = useAtomValue(vendorTierAtom);
  const programmeName = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  return (
    <div className={styles.dashboard}>
      <h1>{verified && account?.firstName ? `Welcome back, ${account.firstName}` : 'Your dashboard'}</h1>
      <BirthdayTreatCard newest={data.birthdayTreat} />
      <div className={styles.dashboardGrid}>
        <DeferredCard
          title="Account summary"
          what="your account summary"
          resolve={data.summary}
          skeleton={<AccountSummarySkeleton showName={verified} />}
          className={styles.dashboardSummary}
        >
          {(summary) => <AccountSummaryContent summary={summary} showName={verified} />}
        </DeferredCard>
        {/* The shared card face, also opened full screen by the header's Card button. */}
        <Card title="Your member card" className={styles.memberCard}>
          <Suspense fallback={<Skeleton height="21rem" label="Loading your member card" />}>
            <MemberCard accountNumber={account?.accountNumber ?? null} programmeName={programmeName} tier={tier} />
          </Suspense>
        </Card>
        <PromoCodeCard className={styles.dashboardPromo} />
        <OffersCard offers={data.offers} className={styles.dashboardOffers} />
        <DeferredCard
          title="Within reach"
          what="the rewards within your reach"
          resolve={data.withinReach}
          skeletonHeight="12rem"
          className={styles.dashboardReach}
        >
          {(closestFirst) => <WithinReachContent closestFirst={closestFirst} />}
        </DeferredCard>
        <DeferredCard
          title="Your points since you joined"
          what="your points"
          resolve={data.summary}
          skeleton={<PointsLedger ledger={null} balance={null} />}
          className={styles.dashboardLedger}
        >
          {(summary) => <PointsLedger ledger={summary.ledger} balance={summary.points} />}
        </DeferredCard>
        <DeferredCard
          title="Points expiry"
          what="your points expiry"
          resolve={data.pointsExpiry}
          skeletonHeight="14rem"
          className={styles.dashboardExpiry}
        >
          {(expiry) => <PointsExpiryContent expiry={expiry} />}
        </DeferredCard>
        <DeferredCard
          title={`Your ${jamaicaYear()} so far`}
          what="your figures for the year"
          resolve={data.metrics}
          skeletonHeight="16rem"
          className={styles.dashboardMetrics}
        >
          {(metrics) => <MetricsContent metrics={metrics} />}
        </DeferredCard>
        <DeferredCard
          title="Your tier"
          what="your tier"
          resolve={data.tier}
          skeletonHeight="15rem"
          className={styles.dashboardTier}
        >
          {(progress) => <TierProgressContent progress={progress} />}
        </DeferredCard>
        <DeferredCard
          title="Recent transactions"
          what="your recent transactions"
          resolve={data.transactions}
          skeletonHeight="18rem"
          className={styles.dashboardTransactions}
        >
          {(page) =>
            page.content.length === 0 ? (
              <p>No transactions yet. Show your member card at the till to start earning points.</p>
            ) : (
              <>
                <TransactionList transactions={page.content} />
                <p className={styles.dashboardMore}>
                  <Link to="/transactions">See all transactions</Link>
                </p>
              </>
            )
          }
        </DeferredCard>
      </div>
      {pathname === '/promo' ? (
        <Suspense fallback={null}>
          <PromoCodeDialog
            onClose={() => void navigate('/', { replace: true })}
            onClaimed={() => void revalidator.revalidate()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
