import { request } from '@portal/api-client/http';
import { CaptchaChallengeSchema, VerifyCaptchaResponseSchema } from '@portal/contracts/provider/captcha';

/** The self-hosted captcha (see docs/decisions/0038-self-hosted-captcha.md). */

/** A fresh proof-of-work challenge for the captcha widget to solve. */
export const getCaptchaChallenge = () =>
  request({ method: 'get', path: 'api/v1/captcha/challenge', schema: CaptchaChallengeSchema });

/** Requirements §19.4 POST verify-captcha: trades a solved challenge for a short-lived, single-use captcha token. */
export const verifyCaptcha = (payload: string) =>
  request({ method: 'post', path: 'api/v1/verify-captcha', json: { payload }, schema: VerifyCaptchaResponseSchema });
