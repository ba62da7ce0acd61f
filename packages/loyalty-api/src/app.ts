import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { apiErrorHandler } from '@portal/server-kit/api-error-handler';
import { closeIdleConnectionsWhileDraining, drainOptions } from '@portal/server-kit/drain-options';
import { loggingOptions } from '@portal/server-kit/log-options';
import { serveMetricsAlongside } from '@portal/server-kit/metrics-server';
import { valibotValidatorCompiler } from '@portal/server-kit/valibot-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { upsertClient } from './auth/client-auth.ts';
import { createTokenService, loadSigningKey } from './auth/token-service.ts';
import type { ProviderContext } from './context.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createReadiness, type Readiness } from './health/readiness.ts';
import { createBackgroundWork } from './http/background-work.ts';
import { createProviderMetrics } from './http/provider-metrics.ts';
import { scheduleHourlySweep } from './jobs/hourly-sweep.ts';
import { DEFAULT_MAIL_LIMITS, setMailLimits } from './mail/mail-throttle.ts';
import { startSmtpDelivery } from './mail/smtp-delivery.ts';
import { accountRoutes } from './routes/account/index.ts';
import { captchaRoutes } from './routes/captcha/index.ts';
import { cardsRoutes } from './routes/cards/index.ts';
import { contactRoutes } from './routes/contact/index.ts';
import { devMailboxRoutes } from './routes/dev-mailbox/index.ts';
import { registerHealth } from './routes/health.ts';
import { oauthRoutes } from './routes/oauth/index.ts';
import { offersRoutes } from './routes/offers/index.ts';
import { openApiRoutes } from './routes/openapi/index.ts';
import { operatorRoutes } from './routes/operator/index.ts';
import { promoCodesRoutes } from './routes/promo-codes/index.ts';
import { rewardCategoryRoutes } from './routes/reward-category/index.ts';
import { rewardsRoutes } from './routes/rewards/index.ts';
import { securityRoutes } from './routes/security/index.ts';
import { vouchersRoutes } from './routes/vouchers/index.ts';
import { walletRoutes } from './routes/wallet/index.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { OPERATOR_CLIENTS, type ProviderSettings } from './settings.ts';
import { expireDueVouchers, startVoucherExpiry } from './vouchers/voucher-expiry.ts';
import { walletIdentityOf } from './wallet/wallet-identity.ts';

/** The provider's endpoints, one plugin per resource: each `routes/<resource>/index.ts` registers its route files. */
const ROUTES = [
  oauthRoutes,
  accountRoutes,
  devMailboxRoutes,
  vouchersRoutes,
  rewardCategoryRoutes,
  rewardsRoutes,
  captchaRoutes,
  contactRoutes,
  promoCodesRoutes,
  cardsRoutes,
  securityRoutes,
  walletRoutes,
  offersRoutes,
  operatorRoutes,
  openApiRoutes,
];

export interface ProviderOptions {
  /** The provider's clock (default: the system's). */
  now?: () => Date;
  /** How often issued vouchers past their date are expired (default: every minute). */
  voucherExpiryIntervalMs?: number;
  /**
   * Told what start-up is doing before the HTTP app (and its logger) exists: migrating and seeding
   * take a minute on a busy machine, and a silent minute looks like a hang (main.ts logs these).
   */
  progress?: (message: string) => void;
}

/**
 * Migrates (and seeds an empty database), then builds the provider's HTTP app. `readiness` is
 * what its /health/ready answers from (main.ts starts draining it on SIGTERM); `metrics` what
 * its GET /metrics serves (on PROVIDER_METRICS_PORT, when set).
 */
export async function buildProvider(
  db: Database,
  settings: ProviderSettings,
  options: ProviderOptions = {},
): Promise<{ app: FastifyInstance; ctx: ProviderContext; readiness: Readiness; metrics: Registry }> {
  const now = options.now ?? (() => new Date());
  setMailLimits(settings.mailLimits ?? DEFAULT_MAIL_LIMITS);
  const progress = options.progress ?? (() => {});
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  let step = Date.now();
  progress(`migrating the ${db.kind} database`);
  const applied = await migrate(db);
  progress(`database migrated: ${applied.length} new migration${applied.length === 1 ? '' : 's'} (${seconds(step)})`);
  if (settings.seed) {
    step = Date.now();
    progress('seeding the demo data if the database is empty');
    const seeded = await seedIfEmpty(db, now());
    progress(seeded ? `demo data seeded (${seconds(step)})` : 'the database has members already: not seeded');
  }
  await upsertClient(db, settings.clientId, settings.clientSecret, ['password', 'client_credentials', 'refresh_token']);
  // The operator clients (docs/decisions/0044-offers.md): one whose secret is unset no longer exists,
  // even in a database that held it before.
  for (const clientId of OPERATOR_CLIENTS) {
    const secret = settings.operatorSecrets?.[clientId];
    if (secret) await upsertClient(db, clientId, secret, ['client_credentials']);
    else await db.query('delete from oauth_clients where client_id = $1', [clientId]);
  }

  const tokens = createTokenService({
    db,
    key: await loadSigningKey(db),
    accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: settings.refreshTokenTtlSeconds,
  });
  const ctx: ProviderContext = { db, settings, tokens, now, background: createBackgroundWork() };
  // Wallet keys the settings name are read now, so a wrong path stops the start rather than the
  // first member's "Add to wallet"; the development identity waits for the first pass asked for.
  if (settings.walletApple || settings.walletGoogle) await walletIdentityOf(ctx);

  const app = Fastify({
    ...loggingOptions(settings.logLevel),
    bodyLimit: 64 * 1024,
    // Draining (main.ts): the BFF has no other provider to retry on (see drain-options.ts).
    ...drainOptions,
  });
  closeIdleConnectionsWhileDraining(app);
  // First, so every route is counted; GET /metrics on a listener of its own (PROVIDER_METRICS_PORT).
  const metrics = createProviderMetrics(app, db);
  if (settings.metrics) serveMetricsAlongside(app, metrics, settings.metrics);
  app.decorateRequest('principal', null);
  app.decorateRequest('oauthClient', null);

  // OAuth token requests are form-encoded (RFC 6749 §4).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.setErrorHandler(apiErrorHandler());
  // A route's valibot schemas (`schema: { body, querystring, params, headers }`) are checked before
  // its handler runs, after its caller is known (the routes' preValidation hooks): input that does
  // not match is refused with a 400 and the field errors (server-kit's validationError).
  app.setValidatorCompiler(valibotValidatorCompiler());
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: ERROR_CODES.notFound, message: 'Not found.' }),
  );

  // Vouchers past their date expire at start-up, then every minute until the app closes.
  await expireDueVouchers(db, now());
  const voucherExpiry = startVoucherExpiry({
    db,
    now,
    ...(options.voucherExpiryIntervalMs ? { intervalMs: options.voucherExpiryIntervalMs } : {}),
    onError: (error) => app.log.error({ err: error }, 'voucher expiry sweep failed'),
  });
  app.addHook('onClose', () => voucherExpiry.stop());
  app.addHook('onClose', () => ctx.background.idle());
  if (settings.smtpUrl) {
    const delivery = startSmtpDelivery({
      db,
      smtpUrl: settings.smtpUrl,
      from: settings.mailFrom,
      onError: (error, mailId) => app.log.warn({ err: error, mailId }, 'mail delivery failed; it will be tried again'),
    });
    app.addHook('onClose', () => delivery.stop());
  }

  const readiness = createReadiness(db);
  registerHealth(app, db, readiness, settings.runId);
  for (const routes of ROUTES) await app.register(routes, { ctx });
  scheduleHourlySweep(app, ctx);
  return { app, ctx, readiness, metrics };
}
