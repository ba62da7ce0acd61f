import { VerifyCaptchaRequestSchema, type VerifyCaptchaResponse } from '@portal/contracts/provider/captcha';
import { captchaRefusal } from '../../captcha/captcha-errors.ts';
import { captchaServiceFor } from '../../captcha/captcha-service.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';

/**
 * POST /api/v1/verify-captcha — checks a solved challenge: signed by us, not expired, the right
 * answer, and not presented before. Answers a short-lived, single-use token for the protected call.
 */
export function registerVerifyCaptcha(app: ProviderApp, ctx: ProviderContext): void {
  const captcha = captchaServiceFor(ctx);
  app.post(
    '/api/v1/verify-captcha',
    { preValidation: requireBearer(ctx), schema: { body: VerifyCaptchaRequestSchema } },
    async (request, reply): Promise<VerifyCaptchaResponse> => {
      const { payload } = request.body;
      const verdict = await captcha.verify(payload);
      if (!verdict.ok) throw captchaRefusal(verdict.reason);
      reply.header('cache-control', 'no-store');
      return { captchaToken: verdict.captchaToken, expiresAt: verdict.expiresAt.toISOString() };
    },
  );
}
