import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CanaryWatch } from './canary/canary-watch.ts';
import type { RuntimeConfigSource } from './config/runtime-config.ts';
import type { BffSettings } from './config/settings.ts';
import type { Readiness } from './health/readiness.ts';
import type { AbuseGuard } from './http/abuse-guard.ts';
import type { LoginGuard } from './login/login-guard.ts';
import type { ProviderClient } from './provider/provider-client.ts';
import type { ServerRenderObserver } from './server-pages/server-pages.ts';
import type { GuestAccountCipher } from './session/guest-account-cipher.ts';
import type { TokenBroker } from './session/token-broker.ts';
import type { TokenVerifier } from './session/token-verifier.ts';
import type { SharedStore } from './store/shared-store.ts';
import type { TelemetryMetrics } from './telemetry/telemetry-metrics.ts';

export interface BffContext {
  settings: BffSettings;
  provider: ProviderClient;
  broker: TokenBroker;
  cipher: GuestAccountCipher;
  config: RuntimeConfigSource;
  abuse: AbuseGuard;
  /** Login counters, challenges, known browsers and the password-check queue (login/login-guard.ts). */
  login: LoginGuard;
  /** Counters, locks and notices shared by every instance of a fleet (memory for one instance). */
  store: SharedStore;
  readiness: Readiness;
  /** Real-user telemetry: this instance's Prometheus metrics (served on the metrics listener). */
  telemetry: { metrics: TelemetryMetrics };
  /** Live canaries' automatic abort, and their figures (canary/canary-watch.ts). */
  canary: CanaryWatch;
  /** The provider's word on access tokens, cached for their life (token-verifier.ts). */
  verifier: TokenVerifier;
  /** Told how each page the BFF renders went (server-pages/server-pages.ts). */
  serverRender: ServerRenderObserver;
}

export type BffApp = FastifyInstance;

/**
 * One resource's routes (`routes/<resource>.ts`, or `routes/<resource>/index.ts` when its handlers
 * are several files), registered by app.ts with the context, as the provider's are. Each is an
 * encapsulated plugin: it sees the root's hooks, error handler and not-found handler, and what it
 * adds itself (a content-type parser, a hook) stays inside it.
 */
export type BffRoutes = FastifyPluginAsync<{ ctx: BffContext }>;
