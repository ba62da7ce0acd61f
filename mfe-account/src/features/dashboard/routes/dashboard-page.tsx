import { Link, useLoaderData, useLocation, useNavigate, useRevalidator } from '@portal/router/react-router';
import { accountAtom, accountClassAtom, envAtom, vendorTierAtom } from '@portal/session/session-atoms';
import { Card } from '@portal/ui/card';
import { MemberCard } from '@portal/ui/member-card';
import { useAtomValue } from 'jotai';
import { DeferredCard } from '../../common/components/deferred-card.tsx';
import { PromoCodeDialog } from '../../promo-codes/components/promo-code-dialog.tsx';
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

const jamaicaYear = (): string =>
  new Intl.DateTimeFormat('en-JM', { year: 'numeric', timeZone: 'America/Jamaica' }).format(new Date());

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
          <MemberCard accountNumber={account?.accountNumber ?? null} programmeName={programmeName} tier={tier} />
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
        <PromoCodeDialog
          onClose={() => void navigate('/', { replace: true })}
          onClaimed={() => void revalidator.revalidate()}
        />
      ) : null}
    </div>
  );
}
