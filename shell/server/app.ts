import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { apiErrorHandler } from '@portal/server-kit/api-error-handler';
import { closeIdleConnectionsWhileDraining, drainOptions } from '@portal/server-kit/drain-options';
import { loggingOptions } from '@portal/server-kit/log-options';
import { serveMetricsAlongside } from '@portal/server-kit/metrics-server';
import { registerRequestMetrics } from '@portal/server-kit/request-metrics';
import { valibotValidatorCompiler } from '@portal/server-kit/valibot-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCanaryWatch } from './canary/canary-watch.ts';
import { RuntimeConfigRejectedError, type RuntimeConfigSource } from './config/runtime-config.ts';
import type { BffSettings } from './config/settings.ts';
import type { BffContext, BffRoutes } from './context.ts';
import { createReadiness } from './health/readiness.ts';
import { createAbuseGuard } from './http/abuse-guard.ts';
import { addressKey } from './http/address-key.ts';
import { BffError, invalidPayload, sendError } from './http/bff-error.ts';
import { csrfGuard } from './http/csrf.ts';
import { requestTargetGuard } from './http/request-target.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createLoginGuard } from './login/login-guard.ts';
import { createProviderClient, ProviderUnavailableError } from './provider/provider-client.ts';
import { apiPassThroughRoutes } from './routes/api-pass-through.ts';
import { loginFormRoutes } from './routes/bff-login-form.ts';
import { popUpRoutes } from './routes/bff-pop-up.ts';
import { previewRoutes } from './routes/bff-preview.ts';
import { sessionRoutes } from './routes/bff-session.ts';
import { telemetryRoutes } from './routes/bff-telemetry.ts';
import { configJsonRoutes } from './routes/config-json.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaPassThroughRoutes } from './routes/media-pass-through.ts';
import { isPageRequest, PAGE_ROUTE, shellAssetsRoutes } from './routes/shell-assets.ts';
import { tokenRoutes } from './routes/token/index.ts';
import { createGuestAccountCipher } from './session/guest-account-cipher.ts';
import { createTokenBroker } from './session/token-broker.ts';
import { createTokenVerifier } from './session/token-verifier.ts';
import { createSharedStore } from './store/create-shared-store.ts';
import { rateLimitedReport, redisErrorReason } from './store/redis-client.ts';
import { KEY_PREFIX, type RedisStore, redisStoreReady } from './store/redis-store.ts';
import type { SharedStore } from './store/shared-store.ts';
import { StoreUnavailableError } from './store/store-unavailable-error.ts';
import { createServerMetrics } from './telemetry/server-metrics.ts';
import { createTelemetryMetrics } from './telemetry/telemetry-metrics.ts';

/**
 * The BFF's endpoints, one plugin per resource (`routes/<resource>.ts`, or `routes/<resource>/index.ts`
 * when its handlers are several files); the shell's pages and files (shell-assets.ts) come after them.
 */
const ROUTES: readonly BffRoutes[] = [
  healthRoutes,
  configJsonRoutes,
  sessionRoutes,
  popUpRoutes,
  tokenRoutes,
  loginFormRoutes,
  telemetryRoutes,
  previewRoutes,
  apiPassThroughRoutes,
  mediaPassThroughRoutes,
];

/** The paths the blanket per-address ceiling covers: the BFF's API, not pages or assets. */
const CEILING_PREFIXES = ['/bff/', '/api/'];

/**
 * The BFF. `store` is the shared state (built from settings when not given: Redis with
 * REDIS_URL, memory otherwise); the app owns it and closes it when it closes.
 */
export async function buildBff(
  settings: BffSettings,
  config: RuntimeConfigSource,
  store: SharedStore = createSharedStore(settings),
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(settings.logLevel, settings.logStream),
    bodyLimit: 64 * 1024,
    // Draining (SIGTERM): idle connections close at once, so the balancer reconnects elsewhere,
    // and nginx never sees a 503 from a draining instance (see drain-options.ts).
    ...drainOptions,
    // Only the proxies named in TRUSTED_PROXIES may say who the client is (docs/architecture.md).
    trustProxy:
      typeof settings.trustProxy === 'number'
        ? // A hop count: the nearest N proxies are trusted, as Fastify does for a number.
          (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(settings.trustProxy)
        : settings.trustProxy,
  });
  closeIdleConnectionsWhileDraining(app);
  // One registry for GET /metrics: the browsers' telemetry, and the BFF's own server metrics.
  const telemetryMetrics = createTelemetryMetrics();
  const serverMetrics = createServerMetrics(telemetryMetrics.registry);
  // First, so every route (and the not-found handler, which serves the pages) is counted.
  registerRequestMetrics(app, {
    registry: telemetryMetrics.registry,
    prefix: 'portal_bff_',
    unmatchedRoute: (request) => (settings.serveShell && isPageRequest(request) ? PAGE_ROUTE : undefined),
  });
  const provider = createProviderClient(settings, { observer: serverMetrics.provider });
  const ctx: BffContext = {
    settings,
    provider,
    broker: createTokenBroker({
      provider,
      store,
      secret: settings.secret,
      providerTimeoutMs: settings.providerTimeoutMs,
      onStoreError: (error) => app.log.warn({ err: error }, 'shared store unavailable; refreshing without it'),
    }),
    cipher: createGuestAccountCipher(settings.secret),
    config,
    abuse: createAbuseGuard(store, {
      perAddress: settings.actionLimitsPerAddress ?? true,
      ipv6PrefixLength: settings.ipv6PrefixLength,
      onDecision: (action, decision) => serverMetrics.limiter(action, decision),
    }),
    login: createLoginGuard(settings, store, provider, serverMetrics.login),
    store,
    readiness: createReadiness({ store, provider, config }),
    verifier: createTokenVerifier(provider),
    telemetry: { metrics: telemetryMetrics },
    canary: createCanaryWatch({
      config,
      store,
      rule: settings.canaryAbort,
      log: { warn: (details, message) => app.log.warn(details, message) },
    }),
    serverRender: serverMetrics.serverRender,
  };
  app.addHook('onClose', async () => ctx.canary.stop());
  if (provider.breakers) serverMetrics.watchBreakers(provider.breakers);
  serverMetrics.watchLoginQueue(ctx.login.queueLoad);
  serverMetrics.watchStore(store);
  // GET /metrics on a listener of its own (METRICS_PORT), started and stopped with the BFF's.
  if (settings.metrics) {
    serveMetricsAlongside(app, telemetryMetrics.registry, settings.metrics, {
      // `deploy:remote <remote> --status` reads this.
      '/canary': () => ctx.canary.status(),
    });
  }
  // At the start of close (SIGTERM): not ready any more, before the server stops accepting.
  app.addHook('preClose', (done) => {
    ctx.readiness.startDraining();
    done();
  });
  app.addHook('onClose', () => store.close());
  if (store.kind === 'redis') {
    const redis = store as RedisStore;
    redis.onStatus((status, error, repeated) => {
      if (status === 'ready') app.log.info('shared store (Redis) connected');
      else app.log.error({ err: error, repeated }, 'shared store (Redis) unavailable; guarded actions answer 503');
    });
    // Every command counted (and its latency); a failed one logged too, each kind at once and then
    // at most once a minute, however many fail: libraries that carry on without Redis (the
    // request ceiling's skipOnError) no longer fail silently.
    const logCommandError = rateLimitedReport<{ command: string; error: Error }>(
      ({ command, error }, repeated) =>
        app.log.warn(
          { command, reason: redisErrorReason(error), error: error.message, repeated },
          'Redis command failed',
        ),
      ({ command, error }) => `${command}:${redisErrorReason(error)}`,
    );
    redis.observe({
      command(name, seconds, error) {
        serverMetrics.redis.command(name, seconds, error);
        if (error) logCommandError({ command: name, error });
      },
      connectionError: (connection, error) => serverMetrics.redis.connectionError(connection, error),
    });
    // Serve logins from the first request when Redis is up; start anyway (pages and reads) when it is not.
    if (!(await redisStoreReady(redis))) app.log.error('shared store (Redis) not reachable at start-up');
  }
  // One line per rejected version or failure (the sources report each once), naming its source;
  // no stack: the reason is the schema's, not the code's.
  config.onError((error) => {
    if (error instanceof RuntimeConfigRejectedError) {
      app.log.error({ code: error.code, source: error.source, reason: error.message }, 'runtime config rejected');
    } else {
      app.log.error({ reason: error.message }, 'runtime config could not be read; keeping the one in force');
    }
  });

  // Only JSON bodies: a text/plain "simple" cross-site post is refused with 415.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCookie, { secret: settings.secret });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  if (settings.requestsPerMinute > 0) {
    await app.register(fastifyRateLimit, {
      global: true,
      max: settings.requestsPerMinute,
      timeWindow: 60_000,
      // The same Redis as the other counters in a fleet; this process's memory otherwise.
      ...(store.kind === 'redis' ? { redis: (store as RedisStore).client, nameSpace: `${KEY_PREFIX}ceiling:` } : {}),
      // A ceiling that cannot be counted lets requests through: pages and reads must survive a
      // Redis outage, and the guarded actions still fail closed on their own counters.
      skipOnError: true,
      // One client per IPv4 address or IPv6 /64 (IPV6_PREFIX_LENGTH), as every per-address limit.
      keyGenerator: (request) => addressKey(request.ip, settings.ipv6PrefixLength),
      allowList: (request) => !CEILING_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': true,
      },
      onExceeding: () => serverMetrics.limiter('request-ceiling', 'allowed'),
      onExceeded: () => serverMetrics.limiter('request-ceiling', 'refused'),
      errorResponseBuilder: () =>
        new BffError(429, ERROR_CODES.rateLimited, 'Too many requests. Please wait a little and try again.'),
    });
  }
  // CSRF first, so a foreign origin gets its 403 whatever the path; then one path for everyone.
  app.addHook('onRequest', csrfGuard(settings));
  app.addHook('onRequest', requestTargetGuard());
  app.addHook('onSend', securityHeaders(settings));

  app.setErrorHandler(
    apiErrorHandler({
      send: sendError,
      known(error, request) {
        if (error instanceof StoreUnavailableError) {
          request.log.warn({ err: error.cause }, 'shared store unavailable; refusing a guarded action');
          return new BffError(error.status, error.code, error.message);
        }
        if (!(error instanceof ProviderUnavailableError)) return undefined;
        request.log.warn({ code: error.code }, 'provider unavailable');
        return new BffError(error.status, error.code, error.message);
      },
      messages: { payloadTooLarge: 'The request is too large.', unsupportedMediaType: 'Send JSON.' },
    }),
  );
  // A route's valibot schemas (`schema: { body }`) are checked before its handler runs; input
  // that does not match is refused as every BFF payload is, a plain 400 without field errors.
  app.setValidatorCompiler(valibotValidatorCompiler(invalidPayload));

  for (const routes of ROUTES) await app.register(routes, { ctx });
  // In `pnpm dev` Rsbuild's dev server serves the shell and fronts the BFF.
  if (settings.serveShell) await app.register(shellAssetsRoutes, { ctx });
  return app;
}
