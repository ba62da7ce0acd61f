import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Member } from '../../../scripts/lib/member-client.ts';

/**
 * A loopback address no other test, and no earlier run against the same Redis, has counted
 * failures for (the per-address limit lasts an hour). All of 127.0.0.0/8 reaches this host.
 */
export const freshLoopbackAddress = (): string => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** An account name nobody else counts failures for (the per-account limit lasts 15 minutes). */
export const freshAccountName = (prefix: string): string => `${prefix}.${randomBytes(5).toString('hex')}@example.com`;

/** A made-up client address, as an attacker writes one into X-Forwarded-For. */
export const madeUpForwardedFor = (): Record<string, string> => ({
  'x-forwarded-for': `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
});

export interface FailedLoginRun {
  /** Failed logins answered (400) before the first refusal (429). */
  failures: number;
  /** Whether a 429 came at all within the tries allowed. */
  refused: boolean;
  /** Every status, in order (for the failure message). */
  statuses: number[];
}

/**
 * Logs in with a wrong password, one try after the other, until the portal refuses (429) or
 * `maxTries` are spent. `tryOptions(i)` names the account and any extra headers of try i.
 */
export async function failLoginsUntilRefused(
  member: Member,
  maxTries: number,
  tryOptions: (i: number) => { username: string; headers?: Record<string, string> },
): Promise<FailedLoginRun> {
  const statuses: number[] = [];
  for (let i = 0; i < maxTries; i++) {
    const { username, headers } = tryOptions(i);
    const { status, body } = await member.send(
      'POST',
      '/bff/token',
      { grant_type: 'password', username, password: 'Not-The-Password-1!' },
      headers,
    );
    statuses.push(status);
    if (status === 429) return { failures: i, refused: true, statuses };
    if (status !== 400) {
      throw new Error(`try ${i + 1} answered ${status} (${body.slice(0, 200)}), not 400 or 429: ${statuses.join(' ')}`);
    }
  }
  return { failures: maxTries, refused: false, statuses };
}

/**
 * How many requests from `clientAddress` matching `request` (e.g. `POST /bff/token`) nginx sent
 * (and `also`) to each BFF instance, by its port, in the access log written after byte `since`.
 */
export function servedBy(
  accessLog: string,
  since: number,
  clientAddress: string,
  request: string,
  also: (line: string) => boolean = () => true,
): Map<string, number> {
  const counts = new Map<string, number>();
  const lines = readFileSync(accessLog).subarray(since).toString().split('\n');
  for (const line of lines) {
    if (!line.startsWith(`${clientAddress} `) || !line.includes(`"${request} `) || !also(line)) continue;
    const port = / upstream=127\.0\.0\.1:(\d+) /.exec(line)?.[1];
    if (port) counts.set(port, (counts.get(port) ?? 0) + 1);
  }
  return counts;
}
