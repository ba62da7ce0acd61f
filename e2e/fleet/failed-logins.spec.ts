import { Member } from '../../scripts/lib/member-client.ts';
import {
  failLoginsUntilRefused,
  freshAccountName,
  freshLoopbackAddress,
  madeUpForwardedFor,
  servedBy,
} from './support/failed-logins.ts';
import { expect, test } from './support/fleet-test.ts';

/**
 * Failed logins per account, from a browser that never signed in to it, before the portal
 * refuses the next without a proof-of-work challenge (login/login-guard.ts: 5 per 15 minutes).
 */
const ACCOUNT_LIMIT = 5;
/** Failed logins per client address before the portal refuses (login/login-guard.ts: 100 per hour). */
const ADDRESS_LIMIT = 100;

test('failed logins alternating between the two instances are stopped at the count one instance stops them at; a made-up X-Forwarded-For changes nothing', async ({
  fleet,
}) => {
  test.setTimeout(300_000);
  const [bff1Port, bff2Port] = fleet.ports.FLEET_BFF_PORTS.split(',') as [string, string];

  // One instance alone: straight to bff-1, as a portal of one instance is reached.
  const alone = new Member(`http://127.0.0.1:${bff1Port}`, '', freshLoopbackAddress());
  const aloneAccount = freshAccountName('alone');
  const oneInstance = await failLoginsUntilRefused(alone, ACCOUNT_LIMIT + 5, () => ({
    username: aloneAccount,
    headers: { origin: fleet.url },
  }));
  alone.close();
  expect(oneInstance.refused, `statuses: ${oneInstance.statuses.join(' ')}`).toBe(true);
  expect(oneInstance.failures).toBe(ACCOUNT_LIMIT);

  // The fleet: through nginx, round-robin, each try with another made-up X-Forwarded-For.
  const address = freshLoopbackAddress();
  const attacker = new Member(fleet.url, '', address);
  const account = freshAccountName('fleet');
  const since = fleet.accessLogLength();
  const fleetRun = await failLoginsUntilRefused(attacker, ACCOUNT_LIMIT * 2 + 5, () => ({
    username: account,
    headers: madeUpForwardedFor(),
  }));
  expect(fleetRun.refused, `statuses: ${fleetRun.statuses.join(' ')}`).toBe(true);
  expect(fleetRun.failures).toBe(oneInstance.failures);
  // Both instances counted tries (nginx alternates the six: five failures and the refusal), and
  // their sum stopped at one limit.
  const byInstance = servedBy(fleet.accessLog, since, address, 'POST /bff/token');
  expect(byInstance.get(bff1Port) ?? 0, JSON.stringify([...byInstance])).toBeGreaterThanOrEqual(2);
  expect(byInstance.get(bff2Port) ?? 0, JSON.stringify([...byInstance])).toBeGreaterThanOrEqual(2);

  // Password spraying from one address: another account and another made-up X-Forwarded-For on
  // every try. The address's own limit still stops it, counted across both instances.
  const sprayAddress = freshLoopbackAddress();
  const sprayer = new Member(fleet.url, '', sprayAddress);
  const sprayStarted = fleet.accessLogLength();
  const spray = await failLoginsUntilRefused(sprayer, ADDRESS_LIMIT + 5, () => ({
    username: freshAccountName('spray'),
    headers: madeUpForwardedFor(),
  }));
  sprayer.close();
  expect(spray.refused, `statuses: ${spray.statuses.join(' ')}`).toBe(true);
  expect(spray.failures).toBe(ADDRESS_LIMIT);
  const sprayedTo = servedBy(fleet.accessLog, sprayStarted, sprayAddress, 'POST /bff/token');
  expect(sprayedTo.get(bff1Port) ?? 0).toBeGreaterThanOrEqual(40);
  expect(sprayedTo.get(bff2Port) ?? 0).toBeGreaterThanOrEqual(40);

  // The refusal holds on both instances, whatever the header says.
  for (const port of [bff1Port, bff2Port]) {
    const direct = new Member(`http://127.0.0.1:${port}`, '', freshLoopbackAddress());
    const again = await direct.send(
      'POST',
      '/bff/token',
      { grant_type: 'password', username: account, password: 'Not-The-Password-1!' },
      { origin: fleet.url, ...madeUpForwardedFor() },
    );
    direct.close();
    expect(again.status, `bff on :${port}`).toBe(429);
  }
  attacker.close();
});

test('a BFF instance killed (SIGKILL) mid-way: the failed-login count of an account survives its restart', async ({
  fleet,
}) => {
  test.setTimeout(180_000);
  const [bff1Port] = fleet.ports.FLEET_BFF_PORTS.split(',') as [string, string];
  const account = freshAccountName('restart');
  const attacker = new Member(fleet.url, '', freshLoopbackAddress());
  const before = await failLoginsUntilRefused(attacker, 4, () => ({ username: account }));
  attacker.close();
  expect(before, 'none refused yet').toMatchObject({ failures: 4, refused: false });

  const killed = fleet.pid('bff-1');
  process.kill(killed, 'SIGKILL');
  await fleet.waitForRestart('bff-1', killed, 60_000);
  // Ready is not yet able to sign anyone in: a new process's first logins can meet its store and
  // provider connections still opening (503 with Retry-After, on a busy clean-clone run). Until it
  // answers a wrong password with 400, for another account from another address each time.
  await expect
    .poll(
      async () => {
        const probe = new Member(`http://127.0.0.1:${bff1Port}`, '', freshLoopbackAddress());
        const { status } = await probe.send(
          'POST',
          '/bff/token',
          { grant_type: 'password', username: freshAccountName('probe'), password: 'Not-The-Password-1!' },
          { origin: fleet.url },
        );
        probe.close();
        return status;
      },
      { message: 'the restarted bff-1 answers a failed login', timeout: 30_000 },
    )
    .toBe(400);

  // Straight to the new bff-1 process: it starts with nothing of its own, yet counts on from 4.
  const after = new Member(`http://127.0.0.1:${bff1Port}`, '', freshLoopbackAddress());
  const rest = await failLoginsUntilRefused(after, ACCOUNT_LIMIT + 5, () => ({
    username: account,
    headers: { origin: fleet.url },
  }));
  after.close();
  expect(rest.refused, `statuses: ${rest.statuses.join(' ')}`).toBe(true);
  expect(rest.failures).toBe(ACCOUNT_LIMIT - 4);
  expect(fleet.output()).toMatch(/bff-1 exited \(signal SIGKILL\); restarting/);
});
