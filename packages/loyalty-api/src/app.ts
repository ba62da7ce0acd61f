import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { loggingOptions } from '@portal/server-kit/log-options';
import Fastify, { type FastifyInstance } from 'fastify';
import { upsertClient } from './auth/client-auth.ts';
import { createTokenService, loadSigningKey } from './auth/token-service.ts';
import type { ProviderContext } from './context.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createReadiness, type Readiness } from './health/readiness.ts';
import { createBackgroundWork } from './http/background-work.ts';
import { ProviderError } from './http/provider-error.ts';
import { scheduleExpirySweep } from './points/expiry-sweep.ts';
import { registerAccountCheckAuth } from './routes/account-check-auth.ts';
import { registerAccountDelete } from './routes/account-delete.ts';
import { registerAccountDeletionToken } from './routes/account-deletion-token.ts';
import { registerAccountEmailVerification } from './routes/account-email-verification.ts';
import { registerAccountMetrics } from './routes/account-metrics.ts';
import { registerAccountPasswordApply } from './routes/account-password-apply.ts';
import { registerAccountPasswordReset } from './routes/account-password-reset.ts';
import { registerAccountPoints } from './routes/account-points.ts';
import { registerAccountPointsExpiry } from './routes/account-points-expiry.ts';
import { registerAccountRegister } from './routes/account-register.ts';
import { registerAccountSummary } from './routes/account-summary.ts';
import { registerAccountTransactions } from './routes/account-transactions.ts';
import { registerAccountType } from './routes/account-type.ts';
import { registerAccountUpdate } from './routes/account-update.ts';
import { registerAccountUserInfo } from './routes/account-user-info.ts';
import { registerAccountValidateEmail } from './routes/account-validate-email.ts';
import { registerAccountValidatePhoneNumber } from './routes/account-validate-phone-number.ts';
import { registerAccountVerifyEmail } from './routes/account-verify-email.ts';
import { registerCaptchaChallenge } from './routes/captcha-challenge.ts';
import { registerContactUs } from './routes/contact-us.ts';
import { registerDevMailbox } from './routes/dev-mailbox.ts';
import { registerFgbCustomerNumberLink } from './routes/fgb-customer-number-link.ts';
import { registerFgbCustomerNumberList } from './routes/fgb-customer-number-list.ts';
import { registerHealth } from './routes/health.ts';
import { registerOauthLoginKey } from './routes/oauth-login-key.ts';
import { registerOauthRevoke } from './routes/oauth-revoke.ts';
import { registerOauthToken } from './routes/oauth-token.ts';
import { registerPromoCodeClaim } from './routes/promo-code-claim.ts';
import { registerPromoCodeLookup } from './routes/promo-code-lookup.ts';
import { registerRewardCategory } from './routes/reward-category.ts';
import { registerRewardDetail } from './routes/reward-detail.ts';
import { registerRewardImage } from './routes/reward-image.ts';
import { registerRewardRedeem } from './routes/reward-redeem.ts';
import { registerRewardsList } from './routes/rewards-list.ts';
import { registerRewardsSearch } from './routes/rewards-search.ts';
import { registerVerifyCaptcha } from './routes/verify-captcha.ts';
import { registerVouchersDetail } from './routes/vouchers-detail.ts';
import { registerVouchersList } from './routes/vouchers-list.ts';
import { registerVouchersReleaseConfig } from './routes/vouchers-release-config.ts';
import { registerVouchersSearch } from './routes/vouchers-search.ts';
import { seedIfEmpty } from './seed/seed.ts';
import type { ProviderSettings } from './settings.ts';
import { expireDueVouchers, startVoucherExpiry } from './vouchers/voucher-expiry.ts';

const ENDPOINTS = [
  registerOauthToken,
  registerOauthRevoke,
  registerOauthLoginKey,
  registerAccountType,
  registerAccountCheckAuth,
  registerAccountUserInfo,
  registerAccountSummary,
  registerAccountPoints,
  registerDevMailbox,
  // Static voucher paths before vouchers/{id}, for the reader (the router ranks them anyway).
  registerVouchersReleaseConfig,
  registerVouchersSearch,
  registerVouchersList,
  registerVouchersDetail,
  registerRewardCategory,
  registerRewardsList,
  registerRewardsSearch,
  registerRewardDetail,
  registerRewardRedeem,
  registerRewardImage,
  registerCaptchaChallenge,
  registerVerifyCaptcha,
  registerContactUs,
  registerAccountPointsExpiry,
  registerAccountMetrics,
  registerAccountTransactions,
  registerAccountRegister,
  registerAccountValidatePhoneNumber,
  registerAccountValidateEmail,
  registerAccountUpdate,
  registerAccountDeletionToken,
  registerAccountDelete,
  registerAccountPasswordReset,
  registerAccountPasswordApply,
  registerAccountVerifyEmail,
  registerAccountEmailVerification,
  registerPromoCodeLookup,
  registerPromoCodeClaim,
  registerFgbCustomerNumberList,
  registerFgbCustomerNumberLink,
];

export interface ProviderOptions {
  /** The provider's clock (default: the system's). */
  now?: () => Date;
  /** How often issued vouchers past their date are expired (default: every minute). */
  voucherExpiryIntervalMs?: number;
}

/**
 * Migrates (and seeds an empty database), then builds the provider's HTTP app. `readiness` is
 * what its /health/ready answers from (main.ts starts draining it on SIGTERM).
 */
export async function buildProvider(
  db: Database,
  settings: ProviderSettings,
  options: ProviderOptions = {},
): Promise<{ app: FastifyInstance; ctx: ProviderContext; readiness: Readiness }> {
  const now = options.now ?? (() => new Date());
  await migrate(db);
  if (settings.seed) await seedIfEmpty(db, now());
  await upsertClient(db, settings.clientId, settings.clientSecret, ['password', 'client_credentials', 'refresh_token']);

  const tokens = createTokenService({
    db,
    key: await loadSigningKey(db),
    accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: settings.refreshTokenTtlSeconds,
  });
  const ctx: ProviderContext = { db, settings, tokens, now, background: createBackgroundWork() };

  const app = Fastify({
    ...loggingOptions(settings.logLevel),
    bodyLimit: 64 * 1024,
    // Draining (main.ts): a request that arrives on a connection already open is still served,
    // with `Connection: close`, rather than refused with 503 — the BFF has no other provider
    // to retry on. New connections are refused, so its connections drain within a request each.
    return503OnClosing: false,
  });
  app.decorateRequest('principal', null);

  // OAuth token requests are form-encoded (RFC 6749 §4).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ProviderError) {
      return reply.status(error.status).send(error.toBody());
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code =
        status === 413
          ? ERROR_CODES.payloadTooLarge
          : status === 415
            ? ERROR_CODES.unsupportedMediaType
            : ERROR_CODES.badRequest;
      return reply.status(status).send({ code, message: 'The request could not be read.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ERROR_CODES.internal, message: 'Something went wrong on our side.' });
  });
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

  const readiness = createReadiness(db);
  registerHealth(app, db, readiness);
  for (const register of ENDPOINTS) register(app, ctx);
  scheduleExpirySweep(app, ctx);
  return { app, ctx, readiness };
}
