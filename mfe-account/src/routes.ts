import { type PortalRouteHandle, REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-contract';
import type { RouteObject } from '@portal/router/react-router';
import type { ComponentType } from 'react';
import { accountLoader } from './features/account/api/account-loader.ts';
import { dashboardLoader, dashboardShouldRevalidate } from './features/dashboard/api/dashboard-loader.ts';
import { verifyLoader } from './features/email-links/api/verify-loader.ts';
import { registerLoader, registrationEnabledLoader } from './features/registration/api/registration-loader.ts';
import { transactionLoader } from './features/transactions/api/transaction-loader.ts';
import { transactionsLoader } from './features/transactions/api/transactions-loader.ts';

/** The contract version this remote was built against; the shell refuses another major. */
export const contractVersion = REMOTE_CONTRACT_VERSION;

const signedIn = (title: string): PortalRouteHandle => ({
  layout: 'default',
  middleware: ['maintenance', 'auth'],
  title,
});
/** Pages for signed-out visitors (links in e-mails, registration): a narrow column, no sidebar. */
const visitor = (title: string): PortalRouteHandle => ({ layout: 'alternative', middleware: ['maintenance'], title });

const page = <T>(load: () => Promise<T>, pick: (module: T) => unknown) => ({
  Component: async () => pick(await load()) as ComponentType,
});

/**
 * The pages this remote owns. Loaders live here (small, loaded with the route table) so data
 * requests start while the page code is still downloading; each page's code is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    // / and /promo are one page: switching between them keeps the dashboard's data (the claim opens over it).
    id: 'dashboard',
    loader: dashboardLoader,
    shouldRevalidate: dashboardShouldRevalidate,
    lazy: page(
      () => import('./features/dashboard/routes/dashboard-page.tsx'),
      (m) => m.DashboardPage,
    ),
    children: [
      { index: true, handle: { ...signedIn('Dashboard'), popUp: 'dashboard' } satisfies PortalRouteHandle },
      { path: 'promo', handle: signedIn('Claim a promo code') },
    ],
  },
  {
    path: 'transactions',
    handle: signedIn('Transactions'),
    loader: transactionsLoader,
    lazy: page(
      () => import('./features/transactions/routes/transactions-page.tsx'),
      (m) => m.TransactionsPage,
    ),
  },
  {
    path: 'account',
    handle: signedIn('My account'),
    loader: accountLoader,
    lazy: page(
      () => import('./features/account/routes/account-page.tsx'),
      (m) => m.AccountPage,
    ),
  },
  {
    path: 'transactions/:id',
    handle: signedIn('Transaction'),
    loader: transactionLoader,
    lazy: page(
      () => import('./features/transactions/routes/transaction-detail-page.tsx'),
      (m) => m.TransactionDetailPage,
    ),
  },
  {
    path: 'account/delete',
    handle: signedIn('Delete your account'),
    lazy: page(
      () => import('./features/account-deletion/routes/delete-account-page.tsx'),
      (m) => m.DeleteAccountPage,
    ),
  },
  {
    path: 'register',
    handle: visitor('Register'),
    loader: registerLoader,
    lazy: page(
      () => import('./features/registration/routes/register-page.tsx'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'register-success',
    handle: visitor('Check your e-mail'),
    loader: registrationEnabledLoader,
    lazy: page(
      () => import('./features/registration/routes/register-success-page.tsx'),
      (m) => m.RegisterSuccessPage,
    ),
  },
  {
    path: 'forgot-password',
    handle: visitor('Forgot your password'),
    lazy: page(
      () => import('./features/email-links/routes/forgot-password-page.tsx'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'reset-password',
    handle: visitor('Choose a new password'),
    lazy: page(
      () => import('./features/email-links/routes/reset-password-page.tsx'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'resend-verification',
    handle: visitor('Verify your e-mail address'),
    lazy: page(
      () => import('./features/email-links/routes/resend-verification-page.tsx'),
      (m) => m.ResendVerificationPage,
    ),
  },
  {
    path: 'verify',
    // The link's token works once, and the loader sends it: the browser's to do, never the server's.
    handle: { ...visitor('E-mail verification'), render: 'browser' } satisfies PortalRouteHandle,
    loader: verifyLoader,
    lazy: page(
      () => import('./features/email-links/routes/verify-page.tsx'),
      (m) => m.VerifyPage,
    ),
  },
];
