import { Member } from '../../scripts/lib/member-client.ts';
import { isAlive } from './support/fleet.ts';
import { expect, test } from './support/fleet-test.ts';

test('the provider killed: the runner restarts it, the portal answers again within 20 s, nothing else stops', async ({
  fleet,
  page,
}) => {
  const member = new Member(fleet.url, '20000001', '127.0.0.30');
  await member.signIn();
  expect((await member.send('GET', '/api/v1/account/summary')).status).toBe(200);
  const before = fleet.pids();
  const provider = before['loyalty-api'] as number;

  process.kill(provider, 'SIGKILL');
  const killedAt = Date.now();
  await expect
    .poll(async () => (await member.send('GET', '/api/v1/account/summary')).status, {
      timeout: 20_000,
      intervals: [250],
    })
    .toBe(200);
  const back = Date.now() - killedAt;
  member.close();

  expect(fleet.pid('loyalty-api')).not.toBe(provider);
  expect(isAlive(fleet.pid('loyalty-api'))).toBe(true);
  for (const [name, pid] of Object.entries(before)) {
    if (name === 'loyalty-api') continue;
    expect(isAlive(pid), `${name} kept running`).toBe(true);
    expect(fleet.pid(name), `${name} was not restarted`).toBe(pid);
  }
  expect(fleet.output()).toMatch(/loyalty-api exited \(signal SIGKILL\); restarting in [\d.]+ s \(restart 1\)/);
  // A member opening the portal now gets it.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  test.info().annotations.push({ type: 'provider back after', description: `${back} ms` });
});

test("the fleet's provider, as deployed, asks the captcha's default work: 1,000 iterations a key", async ({
  fleet,
}) => {
  // The e2e portal and the provider tests ask for less (docs/decisions/0038-self-hosted-captcha.md).
  const member = new Member(fleet.url, '20000001', '127.0.0.31');
  await member.signIn();
  const challenge = await member.send('GET', '/api/v1/captcha/challenge');
  member.close();
  expect(challenge.status).toBe(200);
  expect(JSON.parse(challenge.body).parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
});
