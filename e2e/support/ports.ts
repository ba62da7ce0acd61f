/**
 * The e2e portal runs beside any `npm start` on other ports, with its own in-memory provider and
 * its own deploy folder, so tests never touch a developer's data.
 */
export const E2E_PORTS = {
  SHELL_PORT: '3100',
  ACCOUNT_PORT: '3101',
  REWARDS_PORT: '3102',
  VOUCHERS_PORT: '3103',
  INFO_PORT: '3104',
  LOYALTY_API_PORT: '4100',
} as const;

export const BASE_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
export const remoteOrigin = (remote: 'account' | 'rewards' | 'vouchers' | 'info'): string =>
  `http://localhost:${E2E_PORTS[`${remote.toUpperCase() as 'ACCOUNT'}_PORT`]}`;
