import type { ProviderRoutes } from '../../context.ts';
import { registerCaptchaChallenge } from './captcha-challenge.ts';
import { registerVerifyCaptcha } from './verify-captcha.ts';

/**
 * `/api/v1/captcha/challenge` and `/api/v1/verify-captcha`: the proof-of-work check that guards
 * registration and the contact form.
 */
export const captchaRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerCaptchaChallenge(app, ctx);
  registerVerifyCaptcha(app, ctx);
};
