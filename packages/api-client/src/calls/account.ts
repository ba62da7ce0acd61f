import { request } from '@portal/api-client/http';
import {
  AccountSchema,
  AccountSummarySchema,
  CheckAuthResponseSchema,
  PointsSchema,
} from '@portal/contracts/provider/account';

/** Account calls of spec §7. */

export const getAccount = () =>
  request({ method: 'get', path: 'api/v1/account/spoonity-user-info', schema: AccountSchema });

export const getPoints = () => request({ method: 'get', path: 'api/v1/account/points', schema: PointsSchema });

export const getAccountSummary = () =>
  request({ method: 'get', path: 'api/v1/account/summary', schema: AccountSummarySchema });

export const checkAuth = () =>
  request({ method: 'get', path: 'api/v1/account/check-auth', schema: CheckAuthResponseSchema });
