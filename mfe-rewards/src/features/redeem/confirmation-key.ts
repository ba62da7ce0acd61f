import { newIdempotencyKey } from '@portal/api-client/calls/rewards';

/** The field of the history entry's state that holds its confirmation's key. */
const ENTRY_FIELD = 'portalRedeemKey';

/**
 * The idempotency key of the confirmation on screen: made once for this history entry and kept in
 * it (history state survives a reload), so a reload of the same confirmation — after an answer the
 * member never saw — sends the same key and the provider answers with the voucher it already
 * issued instead of spending again. Another visit to the confirmation is another entry, so another
 * key. react-router keeps its own fields (`usr`, `key`, `idx`) beside ours.
 */
export function confirmationKey(): string {
  const state: unknown = window.history.state;
  const entry = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const kept = entry[ENTRY_FIELD];
  if (typeof kept === 'string') return kept;
  const key = newIdempotencyKey();
  window.history.replaceState({ ...entry, [ENTRY_FIELD]: key }, '');
  return key;
}
