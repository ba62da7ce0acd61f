/**
 * The ports of a portal a bench starts on its own (`--port-base`): the shell on the base, the
 * remotes on base+1…4, the pop-up content on base+5, the provider on base+6. The e2e and fleet
 * suites lay theirs out differently (the provider far off, nginx and Redis beside): their own
 * `ports.ts` files.
 */
export function benchPorts(base: number) {
  return {
    SHELL_PORT: base,
    ACCOUNT_PORT: base + 1,
    REWARDS_PORT: base + 2,
    VOUCHERS_PORT: base + 3,
    INFO_PORT: base + 4,
    POP_UPS_PORT: base + 5,
    LOYALTY_API_PORT: base + 6,
  };
}

/** The same ports as the environment the portal's processes read. */
export function benchPortEnv(base: number): Record<string, string> {
  return Object.fromEntries(Object.entries(benchPorts(base)).map(([name, port]) => [name, String(port)]));
}
