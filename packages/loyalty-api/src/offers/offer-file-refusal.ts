import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { ProviderError } from '../http/provider-error.ts';

/**
 * The 422 a bad offer file gets, published or staged to preview: how many problems, that nothing
 * changed, and one `errors` entry per problem as `checkOfferFile` words it (naming the offer and field).
 */
export function offerFileRefusal(problems: readonly string[], what: 'published' | 'staged'): ProviderError {
  return new ProviderError(
    422,
    ERROR_CODES.offerFileInvalid,
    `The offer file was not ${what}: ${problems.length} problem${problems.length === 1 ? '' : 's'}. Nothing was changed.`,
    problems.map((message) => ({ message })),
  );
}
