/**
 * Default local ports. Every one can be overridden by the environment variable named beside it,
 * so two portals (a dev run and an e2e run, say) can live on one machine.
 */
export const DEFAULT_PORTS = {
  shell: 3000, // SHELL_PORT — the BFF and the shell's own assets
  account: 3001, // ACCOUNT_PORT
  rewards: 3002, // REWARDS_PORT
  vouchers: 3003, // VOUCHERS_PORT
  info: 3004, // INFO_PORT
  popUps: 3005, // POP_UPS_PORT — marketing's pop-up content, its own origin
  loyaltyApi: 4000, // LOYALTY_API_PORT
} as const;

export type PortName = keyof typeof DEFAULT_PORTS;

/** The environment variable that sets each port (named in messages about it). */
export const PORT_VARIABLES: Record<PortName, string> = {
  shell: 'SHELL_PORT',
  account: 'ACCOUNT_PORT',
  rewards: 'REWARDS_PORT',
  vouchers: 'VOUCHERS_PORT',
  info: 'INFO_PORT',
  popUps: 'POP_UPS_PORT',
  loyaltyApi: 'LOYALTY_API_PORT',
};

export function portFor(name: PortName, env: Record<string, string | undefined> = process.env): number {
  const raw = env[PORT_VARIABLES[name]];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[name];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${PORT_VARIABLES[name]} must be a port number, got "${raw}"`);
  }
  return port;
}
