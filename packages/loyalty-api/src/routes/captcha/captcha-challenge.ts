import type { CaptchaChallenge } from '@portal/contracts/provider/captcha';
import { captchaServiceFor } from '../../captcha/captcha-service.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';

/** GET /api/v1/captcha/challenge — a fresh, signed proof-of-work challenge (visitors and members). */
export function registerCaptchaChallenge(app: ProviderApp, ctx: ProviderContext): void {
  const captcha = captchaServiceFor(ctx);
  app.get(
    '/api/v1/captcha/challenge',
    { preValidation: requireBearer(ctx) },
    async (_request, reply): Promise<CaptchaChallenge> => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
}
