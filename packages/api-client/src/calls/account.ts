import { request } from '@portal/api-client/http';
import {
  type Account,
  AccountMetricsSchema,
  AccountSchema,
  AccountSummarySchema,
  DeletionTokenSchema,
  PointsExpirySchema,
  PointsSchema,
  type ProfileUpdate,
  TransactionsPageSchema,
} from '@portal/contracts/provider/account';
import {
  AcceptedSchema,
  EmailVerifiedSchema,
  FieldCheckSchema,
  type GuestRegistration,
  PasswordAppliedSchema,
} from '@portal/contracts/provider/registration';

/** Account calls of requirements §19.3. */

export const getAccount = () =>
  request({ method: 'get', path: 'api/v1/account/spoonity-user-info', schema: AccountSchema });

export const getPoints = () => request({ method: 'get', path: 'api/v1/account/points', schema: PointsSchema });

export const getAccountSummary = () =>
  request({ method: 'get', path: 'api/v1/account/summary', schema: AccountSummarySchema });

export const getPointsExpiry = () =>
  request({ method: 'get', path: 'api/v1/account/points-expiry', schema: PointsExpirySchema });

export const getAccountMetrics = () =>
  request({ method: 'get', path: 'api/v1/account/metrics', schema: AccountMetricsSchema });

/** A page of the points ledger, newest first; `page` is zero-based. */
export const getTransactions = ({ size, page = 0 }: { size: number; page?: number }) =>
  request({
    method: 'get',
    path: 'api/v1/account/transactions',
    searchParams: page > 0 ? { size, page } : { size },
    schema: TransactionsPageSchema,
  });

export const validatePhoneNumber = (phoneNumber: string) =>
  request({
    method: 'post',
    path: 'api/v1/account/validate/phone-number',
    json: { phoneNumber },
    schema: FieldCheckSchema,
  });

export const validateEmail = (emailAddress: string) =>
  request({ method: 'post', path: 'api/v1/account/validate/email', json: { emailAddress }, schema: FieldCheckSchema });

/** PUT /api/v1/account: the profile, or a guest's full registration. Resolves to the account as it now is. */
export const updateAccount = (update: ProfileUpdate | GuestRegistration): Promise<Account> =>
  request({ method: 'put', path: 'api/v1/account', json: update, schema: AccountSchema });

/** Re-authentication before deleting: the password buys the single-use token DELETE needs. */
export const requestDeletionToken = (password: string) =>
  request({ method: 'post', path: 'api/v1/account/deletion-token', json: { password }, schema: DeletionTokenSchema });

/** DELETE /api/v1/account?token={token}&cardNumber={card} — `cardNumber` is the member's account number. */
export const deleteAccount = (token: string, cardNumber: string) =>
  request({ method: 'delete', path: 'api/v1/account', searchParams: { token, cardNumber }, schema: undefined });

export const requestPasswordReset = (emailAddress: string) =>
  request({ method: 'post', path: 'api/v1/account/password/reset', json: { emailAddress }, schema: AcceptedSchema });

/** Requirements §20.2: password apply rejects with the first message of its errors list. */
export const applyPassword = (token: string, password: string) =>
  request({
    method: 'post',
    path: 'api/v1/account/password/apply',
    json: { token, password },
    schema: PasswordAppliedSchema,
    rejection: 'first-error-message',
  });

export const verifyEmail = (token: string) =>
  request({ method: 'get', path: 'api/v1/account/verify-email', searchParams: { token }, schema: EmailVerifiedSchema });

export const resendVerificationEmail = (emailAddress: string) =>
  request({
    method: 'post',
    path: 'api/v1/account/email-verification',
    json: { emailAddress },
    schema: AcceptedSchema,
  });
