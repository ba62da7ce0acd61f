import { ERROR_CODES } from '@portal/contracts/provider/api-error';

/**
 * The shared store (Redis) could not be reached or did not answer in time. Guarded actions
 * (logins, resets, registration, messages) fail closed on it: the BFF answers 503 with the code
 * `store_unavailable` rather than letting an attacker through unlimited.
 */
export class StoreUnavailableError extends Error {
  readonly status = 503;
  readonly code = ERROR_CODES.storeUnavailable;

  constructor(cause?: unknown) {
    super('This is unavailable for a moment. Please try again in a minute.', { cause });
  }
}

/** Runs `operation`, turning whatever the store client throws into StoreUnavailableError. */
export async function storeCall<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
    throw new StoreUnavailableError(error);
  }
}
