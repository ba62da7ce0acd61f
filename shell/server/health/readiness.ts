import type { RuntimeConfigSource } from '../config/runtime-config.ts';
import type { ProviderClient } from '../provider/provider-client.ts';
import type { SharedStore } from '../store/shared-store.ts';

/** A provider answer is reused this long, so a load balancer polling every instance costs the provider little. */
const PROVIDER_CHECK_CACHE_MS = 1_000;
const PROVIDER_CHECK_TIMEOUT_MS = 1_000;

export interface ReadinessReport {
  ready: boolean;
  /**
   * Why the instance is not ready: it drains; the provider does not answer; it has not yet read
   * the config the fleet shares (started while Redis was down), so it would serve its own.
   */
  failing: Array<'draining' | 'provider' | 'config'>;
  /**
   * What does not answer although the instance stays ready: the shared store (Redis). Pages,
   * /config.json and signed-in reads work without it; logins and the guarded actions answer 503.
   */
  degraded: Array<'store'>;
}

/**
 * Whether this instance should be sent traffic (GET /health/ready): not while it drains for a
 * shutdown, nor while the provider cannot be reached, nor before it has read the fleet's shared
 * config once (PORTAL_CONFIG_STORE=redis: until then it holds only its own). A shared store that does not answer makes
 * it degraded, still ready: Redis is the same for every instance, so its outage would fail every
 * instance's readiness at once and a balancer acting on it would pull the whole fleet, pages and
 * reads included, for an outage that costs only logins and guarded actions (docs/operations.md).
 */
export function createReadiness(options: {
  store: SharedStore;
  provider: ProviderClient;
  config?: Pick<RuntimeConfigSource, 'pending'>;
  now?: () => number;
  timeoutMs?: number;
}) {
  const now = options.now ?? Date.now;
  let draining = false;
  let providerCheck: { at: number; answer: Promise<boolean> } | undefined;

  async function askProvider(): Promise<boolean> {
    const ask = (path: string) => options.provider.call('GET', path);
    try {
      let response = await withTimeout(ask('/health/ready'), options.timeoutMs ?? PROVIDER_CHECK_TIMEOUT_MS);
      // A provider without a readiness endpoint answers its plain health.
      if (response.status === 404) response = await withTimeout(ask('/health'), PROVIDER_CHECK_TIMEOUT_MS);
      return response.status === 200;
    } catch {
      return false;
    }
  }

  return {
    get draining(): boolean {
      return draining;
    },
    /** From now on the instance reports not ready (SIGTERM). */
    startDraining(): void {
      draining = true;
    },
    async report(): Promise<ReadinessReport> {
      if (!providerCheck || now() - providerCheck.at > PROVIDER_CHECK_CACHE_MS) {
        providerCheck = { at: now(), answer: askProvider() };
      }
      const [store, provider] = await Promise.all([options.store.reachable(), providerCheck.answer]);
      const failing: ReadinessReport['failing'] = [];
      if (draining) failing.push('draining');
      if (!provider) failing.push('provider');
      if (options.config?.pending?.()) failing.push('config');
      return { ready: failing.length === 0, failing, degraded: store ? [] : ['store'] };
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export type Readiness = ReturnType<typeof createReadiness>;
