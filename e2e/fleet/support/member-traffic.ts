import type { Member } from '../../../scripts/lib/member-client.ts';

/** What signed-in members read (all idempotent GETs, which nginx may retry on another instance). */
const READS = [
  '/bff/session',
  '/api/v1/account/summary',
  '/api/v1/account/points',
  '/api/v1/account/spoonity-user-info',
  '/api/v1/rewards/search?query=voucher&shouldPage=true&page=0&size=12&sort=v.points,asc',
  '/api/v1/reward-category',
  '/api/v1/vouchers/search?shouldPage=true&page=0&size=12&status=issued',
  '/api/v1/account/transactions?size=10&page=0',
];

export interface TrafficResult {
  sent: number;
  /** Answers by status (a transport error counts as status 0). */
  byStatus: Map<number, number>;
  /** The first few 5xx and transport errors, for the failure message. */
  failures: string[];
}

/** Requests a browser keeps open to one origin at once over HTTP/1.1: a member has no more in flight. */
const IN_FLIGHT_PER_MEMBER = 6;

/**
 * Sends `rate` reads a second for `seconds` (open loop: on schedule whether or not earlier ones
 * have answered, at most `maxInFlight` at once, by default as many as the members' browsers would
 * have open), round-robin over the members, and on while `until` is pending. Loopback only, and
 * bounded: rate × maxSeconds requests at most.
 *
 * Why the bound follows the members: a fleet that falls behind queues what is in flight, and each
 * read waits for all before it. With 200 in flight beside the e2e suite (the fleet answering about
 * 25 a second), reads waited past the BFF's 8 s provider timeout (a clean-clone run: 504s, then
 * the breaker's 503s) — a load twelve browsers cannot make.
 */
export async function memberTraffic(
  members: readonly Member[],
  options: {
    rate: number;
    seconds: number;
    /** Keep going past `seconds` until this settles, up to `maxSeconds` (the faults a test makes). */
    until?: Promise<unknown>;
    maxSeconds?: number;
    maxInFlight?: number;
  },
): Promise<TrafficResult> {
  let settled = options.until === undefined;
  void options.until?.finally(() => {
    settled = true;
  });
  const total = Math.round(options.rate * (options.maxSeconds ?? options.seconds));
  const maxInFlight = options.maxInFlight ?? IN_FLIGHT_PER_MEMBER * members.length;
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  for (let i = 0; i < total; i++) {
    if (settled && i >= options.rate * options.seconds) break;
    const wait = started + (i * 1000) / options.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pending.size >= maxInFlight) {
      byStatus.set(-1, (byStatus.get(-1) ?? 0) + 1); // not sent: the fleet is this far behind
      continue;
    }
    const member = members[i % members.length] as Member;
    const url = READS[i % READS.length] as string;
    sent++;
    const one = member
      .send('GET', url)
      .then(
        ({ status, body }) => {
          byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
          if (status >= 500 && failures.length < 10) failures.push(`GET ${url} → ${status} ${body.slice(0, 120)}`);
        },
        (error: Error) => {
          byStatus.set(0, (byStatus.get(0) ?? 0) + 1);
          if (failures.length < 10) failures.push(`GET ${url} → ${error.message}`);
        },
      )
      .finally(() => pending.delete(one));
    pending.add(one);
  }
  await Promise.all(pending);
  return { sent, byStatus, failures };
}
