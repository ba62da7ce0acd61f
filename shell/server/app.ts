import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { apiErrorHandler } from '@portal/server-kit/api-error-handler';
import { loggingOptions } from '@portal/server-kit/log-options';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BffContext } from './context.ts';
import { createGuestAccountCipher } from './guest-account-cipher.ts';
import { createAbuseGuard } from './http/abuse-guard.ts';
import { BffError, sendError } from './http/bff-error.ts';
import { csrfGuard } from './http/csrf.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createProviderClient, ProviderUnavailableError } from './provider-client.ts';
import { registerApiPassThrough } from './routes/api-pass-through.ts';
import { registerBffPopUp } from './routes/bff-pop-up.ts';
import { registerBffSession } from './routes/bff-session.ts';
import { registerBffToken } from './routes/bff-token.ts';
import { registerConfigJson } from './routes/config-json.ts';
import { registerMediaPassThrough } from './routes/media-pass-through.ts';
import { registerShellAssets } from './routes/shell-assets.ts';
import type { RuntimeConfigSource } from './runtime-config.ts';
import type { BffSettings } from './settings.ts';
import { createTokenBroker } from './token-broker.ts';

export async function buildBff(settings: BffSettings, config: RuntimeConfigSource): Promise<FastifyInstance> {
  const provider = createProviderClient(settings);
  const ctx: BffContext = {
    settings,
    provider,
    broker: createTokenBroker(provider),
    cipher: createGuestAccountCipher(settings.secret),
    config,
    abuse: createAbuseGuard(settings),
  };

  const app = Fastify({
    ...loggingOptions(settings.logLevel, settings.logStream),
    bodyLimit: 64 * 1024,
    trustProxy: settings.production,
  });
  config.onError((error) =>
    app.log.error({ err: error }, 'runtime config file rejected; keeping the last good config'),
  );

  // Only JSON bodies: a text/plain "simple" cross-site post is refused with 415.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCookie, { secret: settings.secret });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.addHook('onRequest', csrfGuard(settings));
  app.addHook('onSend', securityHeaders(settings));

  app.setErrorHandler(
    apiErrorHandler({
      send: sendError,
      known(error, request) {
        if (!(error instanceof ProviderUnavailableError)) return undefined;
        request.log.warn({ code: error.code }, 'provider unavailable');
        return new BffError(error.status, error.code, error.message);
      },
      messages: { payloadTooLarge: 'The request is too large.', unsupportedMediaType: 'Send JSON.' },
    }),
  );

  app.get('/health', async () => ({ status: 'ok' }));
  registerConfigJson(app, ctx);
  registerBffSession(app, ctx);
  registerBffPopUp(app, ctx);
  registerBffToken(app, ctx);
  registerApiPassThrough(app, ctx);
  registerMediaPassThrough(app, ctx);
  // In `pnpm dev` Rsbuild's dev server serves the shell and fronts the BFF.
  if (settings.serveShell) registerShellAssets(app, ctx);
  return app;
}
