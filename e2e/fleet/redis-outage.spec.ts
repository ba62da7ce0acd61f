import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { Member } from '../../scripts/lib/member-client.ts';
import { freshLoopbackAddress } from './support/failed-logins.ts';
import { expect, OWN_REDIS_OBSERVED, test } from './support/fleet-test.ts';
import { signInContext, signInMember } from './support/sign-in.ts';

// A Redis of the test's own (REDIS_URL), so the test can stop it without the runner starting it
// again; the fleet (and its Prometheus) shared with prometheus.spec.ts.
test.use({ fleetOptions: OWN_REDIS_OBSERVED });

test('Redis stopped: pages and signed-in reads keep working, every instance ready but degraded, a login answers 503 store_unavailable; Redis back: logins work within 5 s', async ({
  fleet,
  context,
  page,
}) => {
  test.setTimeout(180_000);
  const redis = fleet.redis;
  if (!redis) throw new Error('this spec runs with a Redis of its own');
  await signInContext(context, fleet.url, '20000002');
  await page.goto('/');
  await expect(page.getByTestId('summary-account-number')).toBeVisible({ timeout: 30_000 });
  const member = new Member(fleet.url, '20000004', freshLoopbackAddress());
  await signInMember(member);
  const newcomer = new Member(fleet.url, '20000001', freshLoopbackAddress());
  const login = () =>
    newcomer.send('POST', '/bff/token', { grant_type: 'password', username: '20000001', password: DEMO_PASSWORD });

  await redis.stop();
  try {
    // Signed-in reads through nginx, landing on both instances, all answered.
    for (let i = 0; i < 8; i++) {
      const read = await member.send('GET', i % 2 ? '/api/v1/account/summary' : '/bff/session');
      expect(read.status, `read ${i}: ${read.body.slice(0, 200)}`).toBe(200);
    }
    // The signed-in page goes on, and a page is served whole to a new tab.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Rewards', exact: true }).click();
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByTestId('summary-account-number')).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/\/login/);
    const newTab = await context.newPage();
    await newTab.goto('/about');
    await expect(newTab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await newTab.close();
    // Every instance stays ready, degraded, naming Redis: a balancer must not pull the fleet.
    for (const port of fleet.ports.FLEET_BFF_PORTS.split(',')) {
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(ready.status, `instance on ${port}`).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'degraded', degraded: ['store'], detail: /Redis/ });
    }
    // A login fails closed, with a code that says why.
    const refused = await login();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'store_unavailable' });
  } finally {
    await redis.start();
  }
  // Redis answers again (redis.start resolved on its PING). A login sent from now on must work
  // once the BFF has reconnected: the first one that works is sent within 5 s. (A 504, the
  // provider's password check slower than its timeout on a saturated machine, is tried again.)
  const back = performance.now();
  let sentAfter = -1;
  const statuses: number[] = [];
  while (performance.now() - back < 30_000) {
    const sentAt = performance.now();
    const { status } = await login();
    statuses.push(status);
    if (status === 200) {
      sentAfter = Math.round(sentAt - back);
      break;
    }
    expect([503, 504], `answers after Redis came back: ${statuses.join(' ')}`).toContain(status);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(sentAfter, `answers after Redis came back: ${statuses.join(' ')}`).toBeGreaterThanOrEqual(0);
  expect(sentAfter, `answers after Redis came back: ${statuses.join(' ')}`).toBeLessThanOrEqual(5_000);
  // And every instance says ready again, once its own connection is back.
  for (const port of fleet.ports.FLEET_BFF_PORTS.split(',')) {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).json(), { timeout: 5_000 })
      .toEqual({ status: 'ready' });
  }
  test
    .info()
    .annotations.push({ type: 'first working login sent after Redis answered', description: `${sentAfter} ms` });
  member.close();
  newcomer.close();
});
