import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Member } from '../../scripts/lib/member-client.ts';
import { freshLoopbackAddress } from './support/failed-logins.ts';
import { expect, test } from './support/fleet-test.ts';
import { signInMember } from './support/sign-in.ts';
import { type SlowClient, startSlowClient } from './support/slow-clients.ts';

/** How many reads the signed-in member makes during the attack, at most. */
const MEMBER_READS_MAX = 40;
/** The slow-body attack, bounded: 11 addresses × 100 connections, a body byte every 3 s, for 15 s. */
const ATTACK_ADDRESSES = Array.from({ length: 11 }, (_, i) => `127.0.0.${i + 2}`);
const CONNECTIONS_PER_ADDRESS = 100;
const DRIP_MS = 3_000;
const ATTACK_MS = 15_000;
/** nginx.conf.template: requests in progress per address, and the pause allowed in a body. */
const CONN_PER_ADDRESS = 64;
const CLIENT_BODY_TIMEOUT_S = 5;

test('1,100 slow-body connections from 11 addresses: members keep loading pages; slow senders are refused over the per-address limit, stalled bodies get 408', async ({
  fleet,
}) => {
  test.setTimeout(90_000);
  const port = Number(fleet.ports.FLEET_PORT);
  const member = new Member(fleet.url, '20000003', freshLoopbackAddress());
  await signInMember(member);
  const logFrom = fleet.accessLogLength();
  const errorLog = path.join(path.dirname(fleet.accessLog), 'error.log');
  const errorLogFrom = existsSync(errorLog) ? statSync(errorLog).size : 0;

  const slow: SlowClient[] = [];
  const stalled: SlowClient[] = [];
  const pageLoads: number[] = [];
  const reads: number[] = [];
  const visitor = freshLoopbackAddress();
  try {
    const attackStarted = performance.now();
    // One address's connections at a time, so nginx's accept queue never overflows.
    for (const address of ATTACK_ADDRESSES) {
      slow.push(
        ...(await Promise.all(
          Array.from({ length: CONNECTIONS_PER_ADDRESS }, () => startSlowClient({ port, address, dripMs: DRIP_MS })),
        )),
      );
    }
    // Bodies that stop after their first byte: nginx's client_body_timeout must end them.
    const stallAddress = '127.0.0.13';
    stalled.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, () => startSlowClient({ port, address: stallAddress, dripMs: 0 })),
      )),
    );
    // While they hold on: a new visitor's page loads (a new connection each, from its own address)
    // and a signed-in member's reads, one after the other until the attack's time is up.
    // The member's reads are bounded in count: a member's pace, not a flood of its own (on a quiet
    // machine the loop ran fast enough to meet the BFF's per-address ceiling, not what is tested here).
    while (performance.now() - attackStarted < ATTACK_MS) {
      const fresh = new Member(fleet.url, '', visitor);
      try {
        pageLoads.push((await fresh.send('GET', '/', undefined, { accept: 'text/html' })).status);
        pageLoads.push((await fresh.send('GET', '/config.json')).status);
      } catch {
        pageLoads.push(0); // refused or reset: what members saw under the old config
      } finally {
        fresh.close();
      }
      if (reads.length >= MEMBER_READS_MAX) continue;
      reads.push(
        await member.send('GET', '/api/v1/account/summary').then(
          (answer) => answer.status,
          () => 0,
        ),
      );
    }
    const outcomes = new Map<string, Record<string, number>>();
    for (const client of slow) {
      const tally = outcomes.get(client.address) ?? {};
      tally[client.outcome()] = (tally[client.outcome()] ?? 0) + 1;
      outcomes.set(client.address, tally);
    }
    test
      .info()
      .annotations.push(
        { type: 'slow clients by address', description: JSON.stringify(Object.fromEntries(outcomes)) },
        { type: 'member page loads / reads', description: `${pageLoads.length} / ${reads.length}` },
      );

    // nginx itself never ran out of connections (what it logged under this attack with
    // every new connection reset meanwhile).
    const nginxErrors = readFileSync(errorLog).subarray(errorLogFrom).toString();
    expect(nginxErrors).not.toContain('worker_connections are not enough');
    // Members were served all along.
    expect(pageLoads.length).toBeGreaterThanOrEqual(10);
    expect(
      pageLoads.filter((status) => status !== 200),
      'page loads that were not 200',
    ).toEqual([]);
    expect(
      reads.filter((status) => status !== 200),
      'signed-in reads that were not 200',
    ).toEqual([]);
    // Per address, at most the limit held a request open; every other one was refused with 429 or cut.
    for (const [address, tally] of outcomes) {
      expect(tally.held ?? 0, `${address}: ${JSON.stringify(tally)}`).toBeLessThanOrEqual(CONN_PER_ADDRESS);
      expect((tally.refused ?? 0) + (tally.cut ?? 0), `${address}: ${JSON.stringify(tally)}`).toBeGreaterThanOrEqual(
        CONNECTIONS_PER_ADDRESS - CONN_PER_ADDRESS,
      );
    }
    // The stalled bodies were ended by nginx, logged as 408 after the body timeout by nginx's own clock.
    expect(stalled.every((client) => client.outcome() !== 'held')).toBe(true);
    const timedOut = readFileSync(fleet.accessLog)
      .subarray(logFrom)
      .toString()
      .split('\n')
      .filter((line) => line.startsWith(`${stallAddress} `) && / 408 /.test(line));
    expect(timedOut).toHaveLength(stalled.length);
    for (const line of timedOut) {
      const seconds = Number(/ rt=([\d.]+)/.exec(line)?.[1]);
      expect(seconds, line).toBeGreaterThanOrEqual(CLIENT_BODY_TIMEOUT_S - 0.5);
      expect(seconds, line).toBeLessThan(CLIENT_BODY_TIMEOUT_S + 3);
    }
  } finally {
    for (const client of [...slow, ...stalled]) client.close();
    member.close();
  }
});
