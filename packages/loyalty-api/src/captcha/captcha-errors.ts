import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { ProviderError } from '../http/provider-error.ts';
import type { CaptchaVerdict } from './captcha-service.ts';

/**
 * Why a captcha was refused, in words a member can act on. Always 400, never 401/403: those mean
 * "your session" to the portal, which would refresh it instead of showing the message.
 */
export function captchaRefusal(reason: Extract<CaptchaVerdict, { ok: false }>['reason']): ProviderError {
  switch (reason) {
    case 'expired':
      return new ProviderError(400, ERROR_CODES.captchaExpired, 'The security check timed out. Please tick it again.');
    case 'reused':
      return new ProviderError(
        400,
        ERROR_CODES.captchaReused,
        'That security check was already used. Please tick it again.',
      );
    case 'invalid':
      return new ProviderError(
        400,
        ERROR_CODES.captchaInvalid,
        'The security check did not pass. Please tick it again.',
      );
  }
}

export const captchaRequired = (): ProviderError =>
  new ProviderError(
    400,
    ERROR_CODES.captchaRequired,
    'The security check has run out or was already used. Please tick it again and send.',
  );
