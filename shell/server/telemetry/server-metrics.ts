import { REQUEST_DURATION_BUCKETS } from '@portal/server-kit/request-metrics';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { GUARDED_ACTIONS, type GuardedAction } from '../http/abuse-guard.ts';
import type { LoginDecision, LoginObserver } from '../login/login-guard.ts';
import type { BreakerState, CircuitBreaker } from '../provider/circuit-breaker.ts';
import type { ProviderCallObserver } from '../provider/provider-client.ts';
import { PROVIDER_ROUTE_GROUPS, type ProviderRouteGroup } from '../provider/provider-route-group.ts';
import type { ServerRenderObserver } from '../server-pages/server-pages.ts';
import { redisErrorReason } from '../store/redis-client.ts';
import type { RedisObserver } from '../store/redis-store.ts';
import type { SharedStore } from '../store/shared-store.ts';

/**
 * The BFF's own server metrics: what it asks the provider and how that went, its
 * circuit breakers, its limits and challenges, the login queue, the shared store. Registered on
 * the registry GET /metrics serves (with the browsers' telemetry, telemetry-metrics.ts), all
 * named `portal_bff_*` and all with closed label lists, the same in memory and Redis modes (a
 * store-only metric has no samples in memory mode). The request histogram itself is
 * server-kit's (request-metrics.ts), shared with the provider. docs/operations.md lists them.
 */

/**
 * What a limit decided about one attempt: allowed; refused (429); challenged (logins only: a
 * challenge was required); unavailable (it could not be decided, the store or the provider
 * failed, and the attempt was refused with their error).
 */
type LimiterDecision = LoginDecision;

/** The limited actions: the guarded ones (abuse-guard.ts), logins, and the blanket per-address ceiling. */
type LimitedAction = GuardedAction | 'login' | 'request-ceiling';

/** The decisions each action can have: every series that can exist, created at 0 (below). */
const DECISIONS_OF: ReadonlyArray<readonly [LimitedAction, readonly LimiterDecision[]]> = [
  ...GUARDED_ACTIONS.map((action) => [action, ['allowed', 'refused', 'unavailable']] as const),
  ['login', ['allowed', 'refused', 'challenged', 'unavailable']],
  // The blanket ceiling lets a request through when its count cannot be made (skipOnError).
  ['request-ceiling', ['allowed', 'refused']],
];

const BREAKER_STATES: readonly BreakerState[] = ['closed', 'half-open', 'open'];

/**
 * Redis command names kept as labels: the first this many a process sends (the BFF and its
 * libraries use some twenty); any later one is counted as `other`. No request chooses a command.
 */
const MAX_REDIS_COMMAND_LABELS = 40;

/** Redis round trips: well under a millisecond on loopback, up to the 500 ms command timeout. */
const REDIS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5];

export interface ServerMetrics {
  /** Told of every provider call and breaker opening (provider-client.ts). */
  readonly provider: ProviderCallObserver;
  /** Reads each group's breaker state at every scrape. */
  watchBreakers(breakers: Readonly<Record<ProviderRouteGroup, CircuitBreaker>>): void;
  /** Told of the guarded actions' decisions (abuse-guard.ts) and the request ceiling's. */
  limiter(action: GuardedAction | 'request-ceiling', decision: LimiterDecision): void;
  /** Told of the login defence's decisions, challenges and queue refusals (login-guard.ts). */
  readonly login: LoginObserver;
  /** Reads the login queue's load at every scrape. */
  watchLoginQueue(load: () => { running: number; waiting: number }): void;
  /** Reads whether the shared store answers at every scrape (Redis: a PING, at most its 500 ms timeout). */
  watchStore(store: SharedStore): void;
  /** Told of every Redis command and connection error (redis-store.ts). */
  readonly redis: RedisObserver;
  /** Told how each page the BFF renders went (routes/shell-assets.ts). */
  readonly serverRender: ServerRenderObserver;
}

export function createServerMetrics(registry: Registry): ServerMetrics {
  const registers = [registry];
  const providerCalls = new Histogram({
    name: 'portal_bff_provider_request_duration_seconds',
    help: 'Calls from the BFF to the provider, by route group and outcome (ok, 4xx, 5xx, timeout, unreachable, breaker-open), and how long they took (seconds).',
    labelNames: ['group', 'outcome'],
    buckets: [...REQUEST_DURATION_BUCKETS],
    registers,
  });
  const breakerOpened = new Counter({
    name: 'portal_bff_provider_breaker_opened_total',
    help: "Times a route group's circuit breaker opened on this instance.",
    labelNames: ['group'],
    registers,
  });
  let breakers: Readonly<Record<ProviderRouteGroup, CircuitBreaker>> | undefined;
  new Gauge({
    name: 'portal_bff_provider_breaker_state',
    help: "Each route group's circuit breaker: 1 for the state it is in (closed, half-open, open), 0 for the others.",
    labelNames: ['group', 'state'],
    registers,
    collect() {
      if (!breakers) return;
      for (const group of PROVIDER_ROUTE_GROUPS) {
        const now = breakers[group].state();
        for (const state of BREAKER_STATES) this.set({ group, state }, state === now ? 1 : 0);
      }
    },
  });
  const limiter = new Counter({
    name: 'portal_bff_limiter_decisions_total',
    help: 'Decisions of the limits, by action (the guarded actions, login, request-ceiling) and decision (allowed, refused, challenged, unavailable).',
    labelNames: ['action', 'decision'],
    registers,
  });
  const challenges = new Counter({
    name: 'portal_bff_challenge_decisions_total',
    help: 'Proof-of-work challenges, by action and decision (issued, passed, failed).',
    labelNames: ['action', 'decision'],
    registers,
  });
  const queueRefusals = new Counter({
    name: 'portal_bff_login_queue_refusals_total',
    help: 'Logins the queue refused at once, by reason (address-share, full, waited-too-long).',
    labelNames: ['reason'],
    registers,
  });
  let queueLoad: (() => { running: number; waiting: number }) | undefined;
  new Gauge({
    name: 'portal_bff_login_queue_waiting',
    help: 'Logins waiting in this instance’s queue for a password-check slot.',
    registers,
    collect() {
      if (queueLoad) this.set(queueLoad().waiting);
    },
  });
  new Gauge({
    name: 'portal_bff_login_queue_running',
    help: 'Logins holding a password-check slot on this instance.',
    registers,
    collect() {
      if (queueLoad) this.set(queueLoad().running);
    },
  });
  let store: SharedStore | undefined;
  new Gauge({
    name: 'portal_bff_shared_store_up',
    help: 'Whether the shared store answers (1) or not (0), by kind (memory, redis); Redis is asked a PING at each scrape.',
    labelNames: ['kind'],
    registers,
    async collect() {
      if (!store) return;
      this.set({ kind: store.kind }, (await store.reachable()) ? 1 : 0);
    },
  });
  const redisDurations = new Histogram({
    name: 'portal_bff_redis_command_duration_seconds',
    help: 'Redis commands answered, by command, and how long they took (seconds). No samples in memory mode.',
    labelNames: ['command'],
    buckets: REDIS_BUCKETS,
    registers,
  });
  const redisErrors = new Counter({
    name: 'portal_bff_redis_command_errors_total',
    help: 'Redis commands that failed, by command and reason (timeout, connection, reply, other). No samples in memory mode.',
    labelNames: ['command', 'reason'],
    registers,
  });
  const redisConnectionErrors = new Counter({
    name: 'portal_bff_redis_connection_errors_total',
    help: 'Errors of the Redis connections (failed connects and reconnects, resets), by connection (commands, subscriber).',
    labelNames: ['connection'],
    registers,
  });
  const renders = new Histogram({
    name: 'portal_bff_server_render_duration_seconds',
    help: "Pages rendered to HTML by the BFF (the shell's server build), by page (login or the remote) and the remote's version, and how long the render took to its first HTML (seconds).",
    labelNames: ['page', 'version'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  const renderFallbacks = new Counter({
    name: 'portal_bff_server_render_fallbacks_total',
    help: 'Pages the BFF should have rendered but left to the browser, by page, version and reason (error, unavailable, slow, crashed, signed-out, redirect, loader-error: server-pages.ts).',
    labelNames: ['page', 'version', 'reason'],
    registers,
  });
  const commandNames = new Set<string>();
  const commandLabel = (name: string): string => {
    if (commandNames.has(name)) return name;
    if (commandNames.size >= MAX_REDIS_COMMAND_LABELS || !/^[a-z][a-z0-9_.|-]{0,31}$/i.test(name)) return 'other';
    commandNames.add(name);
    return name;
  };

  for (const group of PROVIDER_ROUTE_GROUPS) breakerOpened.inc({ group }, 0);
  for (const [action, decisions] of DECISIONS_OF) {
    for (const decision of decisions) limiter.inc({ action, decision }, 0);
  }
  for (const decision of ['issued', 'passed', 'failed'] as const) challenges.inc({ action: 'login', decision }, 0);
  for (const reason of ['address-share', 'full', 'waited-too-long'] as const) queueRefusals.inc({ reason }, 0);
  for (const reason of ['error', 'unavailable'] as const)
    renderFallbacks.inc({ page: 'login', version: 'shell', reason }, 0);

  return {
    provider: {
      call(group, outcome, seconds) {
        providerCalls.observe({ group, outcome }, seconds);
      },
      breakerOpened(group) {
        breakerOpened.inc({ group });
      },
    },
    watchBreakers(watched) {
      breakers = watched;
    },
    limiter(action, decision) {
      limiter.inc({ action, decision });
    },
    login: {
      decision(decision) {
        limiter.inc({ action: 'login', decision });
      },
      challenge(decision) {
        challenges.inc({ action: 'login', decision });
      },
      queueRefused(reason) {
        queueRefusals.inc({ reason });
      },
    },
    watchLoginQueue(load) {
      queueLoad = load;
    },
    watchStore(watched) {
      store = watched;
      if (watched.kind === 'redis') {
        for (const connection of ['commands', 'subscriber']) redisConnectionErrors.inc({ connection }, 0);
      }
    },
    redis: {
      command(name, seconds, error) {
        const command = commandLabel(name.toLowerCase());
        if (error) redisErrors.inc({ command, reason: redisErrorReason(error) });
        else redisDurations.observe({ command }, seconds);
      },
      connectionError(connection) {
        redisConnectionErrors.inc({ connection });
      },
    },
    serverRender: {
      rendered(page, seconds, version = 'shell') {
        renders.observe({ page, version }, seconds);
      },
      fellBack(page, reason, version = 'shell') {
        renderFallbacks.inc({ page, version, reason });
      },
    },
  };
}
