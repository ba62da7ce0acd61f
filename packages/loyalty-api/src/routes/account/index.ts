import type { ProviderRoutes } from '../../context.ts';
import { registerAccountCheckAuth } from './account-check-auth.ts';
import { registerAccountDelete } from './account-delete.ts';
import { registerAccountDeletionToken } from './account-deletion-token.ts';
import { registerAccountEmailPreferences } from './account-email-preferences.ts';
import { registerAccountEmailVerification } from './account-email-verification.ts';
import { registerAccountMetrics } from './account-metrics.ts';
import { registerAccountPasswordApply } from './account-password-apply.ts';
import { registerAccountPasswordReset } from './account-password-reset.ts';
import { registerAccountPoints } from './account-points.ts';
import { registerAccountPointsExpiry } from './account-points-expiry.ts';
import { registerAccountRegister } from './account-register.ts';
import { registerAccountStatement } from './account-statement.ts';
import { registerAccountSummary } from './account-summary.ts';
import { registerAccountTier } from './account-tier.ts';
import { registerAccountTransactionDetail } from './account-transaction-detail.ts';
import { registerAccountTransactions } from './account-transactions.ts';
import { registerAccountTransactionsCsv } from './account-transactions-csv.ts';
import { registerAccountType } from './account-type.ts';
import { registerAccountUpdate } from './account-update.ts';
import { registerAccountUserInfo } from './account-user-info.ts';
import { registerAccountValidateEmail } from './account-validate-email.ts';
import { registerAccountValidatePhoneNumber } from './account-validate-phone-number.ts';
import { registerAccountVerifyEmail } from './account-verify-email.ts';

/**
 * `/api/v1/account/…`: the member's account — who is signed in, the dashboard figures, transactions,
 * registration and its field checks, profile updates, e-mail verification, password reset,
 * account deletion, e-mail preferences and statements on request.
 */
export const accountRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerAccountCheckAuth(app, ctx);
  registerAccountType(app, ctx);
  registerAccountUserInfo(app, ctx);
  registerAccountSummary(app, ctx);
  registerAccountTier(app, ctx);
  registerAccountPoints(app, ctx);
  registerAccountPointsExpiry(app, ctx);
  registerAccountMetrics(app, ctx);
  registerAccountTransactions(app, ctx);
  registerAccountTransactionsCsv(app, ctx);
  registerAccountTransactionDetail(app, ctx);
  registerAccountRegister(app, ctx);
  registerAccountValidatePhoneNumber(app, ctx);
  registerAccountValidateEmail(app, ctx);
  registerAccountUpdate(app, ctx);
  registerAccountDeletionToken(app, ctx);
  registerAccountDelete(app, ctx);
  registerAccountPasswordReset(app, ctx);
  registerAccountPasswordApply(app, ctx);
  registerAccountVerifyEmail(app, ctx);
  registerAccountEmailVerification(app, ctx);
  registerAccountEmailPreferences(app, ctx);
  registerAccountStatement(app, ctx);
};
