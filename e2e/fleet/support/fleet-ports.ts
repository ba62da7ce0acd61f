/**
 * The fleet e2e's ports (FLEET_E2E_PORT_BASE, default 3200: away from the main e2e's 3100+ and
 * from `npm run fleet`'s 3000+): nginx on the base, the BFF instances on base+1 and base+2, the
 * remote origins on base+3…+7, the provider on base+1000, Redis on base+1001 (the fleet's own)
 * and base+1003 (a test's own), PostgreSQL on base+1002, Prometheus on base+1004 (`observe`),
 * the metrics listeners of the provider on base+1005 and of the BFF instances on base+1006, +1007.
 */
const base = Number(process.env.FLEET_E2E_PORT_BASE ?? 3200);

export const FLEET_E2E_PORTS = {
  FLEET_PORT: String(base),
  FLEET_BFF_PORTS: `${base + 1},${base + 2}`,
  ACCOUNT_PORT: String(base + 3),
  REWARDS_PORT: String(base + 4),
  VOUCHERS_PORT: String(base + 5),
  INFO_PORT: String(base + 6),
  POP_UPS_PORT: String(base + 7),
  LOYALTY_API_PORT: String(base + 1000),
  FLEET_REDIS_PORT: String(base + 1001),
  FLEET_POSTGRES_PORT: String(base + 1002),
  FLEET_PROMETHEUS_PORT: String(base + 1004),
  PROVIDER_METRICS_PORT: String(base + 1005),
  FLEET_BFF_METRICS_PORTS: `${base + 1006},${base + 1007}`,
} as const;

/** A Redis a test starts and stops itself (see FleetOptions.ownRedis). */
export const OWN_REDIS_PORT = base + 1003;

export const FLEET_URL = `http://localhost:${FLEET_E2E_PORTS.FLEET_PORT}`;

/** The fleet's Prometheus (a fleet started with `observe`). */
export const PROMETHEUS_URL = `http://127.0.0.1:${FLEET_E2E_PORTS.FLEET_PROMETHEUS_PORT}`;
