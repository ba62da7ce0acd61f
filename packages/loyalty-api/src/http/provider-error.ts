import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { HttpError } from '@portal/server-kit/http-error';

/**
 * An error the provider answers with. The status, code, field errors and body are server-kit's
 * `HttpError` (shared with the BFF); the name says which server refused.
 */
export class ProviderError extends HttpError {}

export const unauthorized = (message = 'Authentication is required.'): ProviderError =>
  new ProviderError(401, ERROR_CODES.unauthorized, message);

export const forbidden = (message = 'You may not do that.'): ProviderError =>
  new ProviderError(403, ERROR_CODES.forbidden, message);

export const notFound = (message = 'Not found.'): ProviderError =>
  new ProviderError(404, ERROR_CODES.notFound, message);
