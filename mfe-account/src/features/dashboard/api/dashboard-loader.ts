import { getAccountSummary } from '@portal/api-client/calls/account';

/**
 * Starts the dashboard's requests without waiting for them: each card renders its own skeleton
 * and then its data or its own error (a failing card never blanks the page).
 */
export function dashboardLoader() {
  return { summary: getAccountSummary() };
}

export type DashboardData = ReturnType<typeof dashboardLoader>;
