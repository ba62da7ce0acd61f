import path from 'node:path';

/**
 * The e2e portal runs beside any `npm start` on other ports (E2E_PORT_BASE, default 3100: the
 * shell on the base, the remotes on base+1…4, the pop-up content on base+5, the provider on base+1000), with its own in-memory
 * provider and deploy folder, so tests never touch a developer's data.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  SHELL_PORT: String(base),
  ACCOUNT_PORT: String(base + 1),
  REWARDS_PORT: String(base + 2),
  VOUCHERS_PORT: String(base + 3),
  INFO_PORT: String(base + 4),
  POP_UPS_PORT: String(base + 5),
  LOYALTY_API_PORT: String(base + 1000),
} as const;

/** Extra processes some tests start beside the portal (see extra-portal.ts). */
export const EXTRA_PORTS = {
  settings: base + 10,
  session: base + 11,
  popUps: base + 12,
  popUpSwap: base + 13,
  provider: base + 1011,
  // deploy-remote.spec.ts and failure-isolation.spec.ts: shells, remote origins and test servers of their own.
  deployShell: base + 50,
  deployRewardsOrigin: base + 51,
  failureShell: base + 55,
  failureOrigins: base + 56, // account, rewards, vouchers, info: +56…+59
  failureRewardsProxy: base + 60,
  incompatibleOrigin: base + 61,
  providerDownShell: base + 62,
  providerDownProvider: base + 63,
  throwingOrigin: base + 64,
  // provider-breaker.spec.ts: a shell and a provider it may freeze.
  breakerShell: base + 70,
  breakerProvider: base + 1070,
  // telemetry.spec.ts: a shell, its metrics listener and a remote origin of its own.
  telemetryShell: base + 80,
  telemetryMetrics: base + 81,
  telemetryOrigin: base + 82,
  // canary.spec.ts: the same three.
  canaryShell: base + 84,
  canaryMetrics: base + 85,
  canaryOrigin: base + 86,
  // preview.spec.ts: a shell and a rewards origin.
  previewShell: base + 87,
  previewOrigin: base + 88,
  // tracing.spec.ts: a shell and a provider that logs every request.
  tracingShell: base + 89,
  tracingProvider: base + 1089,
  // pop-up-campaigns.spec.ts: a shell with a deploy secret, on the e2e pop-ups origin.
  campaignsShell: base + 90,
  // offline.spec.ts: a shell whose vouchers remote is deployed anew while a member's copy is kept.
  offlineShell: base + 91,
  offlineVouchersOrigin: base + 92,
  // action-limits.spec.ts: a shell with the per-address limits on, and a provider whose log and mailbox it reads.
  limitsShell: base + 93,
  limitsProvider: base + 1093,
  // birthday.spec.ts: a shell and a provider on a clock the test sets, restarted on its own data.
  birthdayShell: base + 94,
  birthdayProvider: base + 1094,
  // server-render-fallback.spec.ts: a shell, its metrics listener and an info origin of its own.
  renderShell: base + 95,
  renderMetrics: base + 96,
  renderOrigin: base + 97,
  // first-paint.spec.ts: a shell with SERVER_RENDER=false, where every page starts from the skeleton.
  firstPaintShell: base + 98,
} as const;

export const BASE_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;

/**
 * The e2e portal's generated secrets and data, and what its remote origins serve: one folder per
 * port base, so two suites on different bases (two engineers, or a suite beside a fleet run)
 * never share secrets or deployed builds.
 */
export const E2E_DATA_DIR = path.join(import.meta.dirname, '..', '.data', String(base));
export const E2E_DEPLOY_DIR = path.join(import.meta.dirname, '..', '.deploy', String(base));
/** The bundled provider, for what only tests may read directly (the dev mailbox). */
export const PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.LOYALTY_API_PORT}`;

const REMOTE_PORTS = {
  account: E2E_PORTS.ACCOUNT_PORT,
  rewards: E2E_PORTS.REWARDS_PORT,
  vouchers: E2E_PORTS.VOUCHERS_PORT,
  info: E2E_PORTS.INFO_PORT,
} as const;

/** Marketing's pop-up content origin (not a remote of the route map: the shell loads it by popUpSource). */
export const POP_UPS_ORIGIN = `http://localhost:${E2E_PORTS.POP_UPS_PORT}`;

export const remoteOrigin = (remote: keyof typeof REMOTE_PORTS): string => `http://localhost:${REMOTE_PORTS[remote]}`;

/**
 * A shell's `<REMOTE>_REMOTE_URL` settings: the e2e portal's remotes, except those `own` names
 * (a test's own origin, by its manifest URL).
 */
export function remoteUrlSettings(
  own: Partial<Record<keyof typeof REMOTE_PORTS, string>> = {},
): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(REMOTE_PORTS) as Array<keyof typeof REMOTE_PORTS>).map((remote) => [
      `${remote.toUpperCase()}_REMOTE_URL`,
      own[remote] ?? `${remoteOrigin(remote)}/mf-manifest.json`,
    ]),
  );
}
