import { messageOf } from '@portal/api-client/api-failure';
import { accountAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Await, useAsyncError, useLoaderData } from 'react-router';
import type { DashboardData } from '../api/dashboard-loader.ts';
import { AccountSummaryCard } from '../components/account-summary-card.tsx';
import './dashboard.css';

function CardError({ title }: { title: string }) {
  const error = useAsyncError();
  return (
    <Card title={title}>
      <Alert tone="error">{messageOf(error)}</Alert>
    </Card>
  );
}

export function DashboardPage() {
  const { summary } = useLoaderData<DashboardData>();
  const firstName = useAtomValue(accountAtom)?.firstName;
  return (
    <div className="ir-dashboard">
      <h1>{firstName ? `Welcome back, ${firstName}` : 'Your dashboard'}</h1>
      <Suspense
        fallback={
          <Card title="Account summary">
            <Skeleton height="7.5rem" label="Loading your account summary" />
          </Card>
        }
      >
        <Await resolve={summary} errorElement={<CardError title="Account summary" />}>
          {(data) => <AccountSummaryCard summary={data} />}
        </Await>
      </Suspense>
    </div>
  );
}
