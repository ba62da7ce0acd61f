import type { RemoteName } from '@portal/contracts/route-map';
import type { SharedStore } from '../store/shared-store.ts';
import type { AdmittedEvent } from '../telemetry/admit-events.ts';

/** A canary is judged on distinct visitors per window of this length: the current window and the one before. */
export const CANARY_WINDOW_MS = 3_600_000;
/** Visitors kept per set (a version's loaded or errored visitors in one window): Redis memory stays bounded. */
const MAX_VISITORS_PER_SET = 50_000;
/** Every set outlives its window by one more, so the window before stays readable. */
const SET_TTL_MS = 2 * CANARY_WINDOW_MS + 60_000;

/** A canary side's distinct visitors over the last two windows (each visitor counted once per window). */
export interface VisitorFigures {
  /** Visitors with at least one counted event (a load, an error) of the version. */
  visitors: number;
  /** Of those, the visitors with at least one error (boundary error, unhandled rejection, load failure). */
  erroredVisitors: number;
}

const windowOf = (at: number): number => Math.floor(at / CANARY_WINDOW_MS);
const setKey = (kind: 'seen' | 'errored', remote: string, version: string, window: number): string =>
  `canary-visitors:${remote}:${version}:${window}:${kind}`;
const addressKey = (remote: string, canary: string, window: number, address: string): string =>
  `canary-address:${remote}:${canary}:${window}:${address}`;

/**
 * Counts this visitor on the canary side(s) its admitted events name: once per window in the
 * version's set of visitors, and in its set of errored visitors when one of the events is an
 * error. A client address brings at most `visitorsPerAddress` distinct visitors to a canary (both
 * its sides together) per window (the address's own bounded set): minting visitor ids from one
 * address buys nothing beyond that. Answers the remotes whose count the address cap refused.
 */
export async function countCanaryVisitor(
  store: SharedStore,
  admitted: readonly AdmittedEvent[],
  visitor: string,
  address: string,
  visitorsPerAddress: number,
  now: number = Date.now(),
): Promise<RemoteName[]> {
  const sides = new Map<string, { remote: RemoteName; version: string; canary: string; errored: boolean }>();
  for (const { event, canarySide, canary } of admitted) {
    if (!canarySide || !canary || event.remote === 'shell') continue;
    const key = `${event.remote}:${event.version}`;
    const errored =
      event.type === 'boundary-error' || event.type === 'unhandled-rejection' || event.type === 'load-failure';
    const side = sides.get(key) ?? { remote: event.remote, version: event.version, canary, errored: false };
    side.errored ||= errored;
    sides.set(key, side);
  }
  const window = windowOf(now);
  const capped: RemoteName[] = [];
  for (const { remote, version, canary, errored } of sides.values()) {
    if (!(await store.addToSet(addressKey(remote, canary, window, address), visitor, SET_TTL_MS, visitorsPerAddress))) {
      capped.push(remote);
      continue;
    }
    await store.addToSet(setKey('seen', remote, version, window), visitor, SET_TTL_MS, MAX_VISITORS_PER_SET);
    if (errored)
      await store.addToSet(setKey('errored', remote, version, window), visitor, SET_TTL_MS, MAX_VISITORS_PER_SET);
  }
  return capped;
}

/** A version's distinct visitors, and errored visitors, in the current window and the one before. */
export async function canaryVisitorFigures(
  store: SharedStore,
  remote: string,
  version: string | null,
  now: number = Date.now(),
): Promise<VisitorFigures> {
  if (!version) return { visitors: 0, erroredVisitors: 0 };
  const windows = [windowOf(now), windowOf(now) - 1];
  const count = async (kind: 'seen' | 'errored') =>
    (await Promise.all(windows.map((window) => store.countSet(setKey(kind, remote, version, window))))).reduce(
      (sum, n) => sum + n,
      0,
    );
  return { visitors: await count('seen'), erroredVisitors: await count('errored') };
}
