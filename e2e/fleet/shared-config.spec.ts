import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/fleet-test.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The window the fleet promises (issue 15): a change reaches every instance within 2 s. */
const WITHIN_MS = 2_000;

/** `npm run config -- <args>` against the fleet's Redis, as an operator runs it. */
async function config(redisPort: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/config.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, REDIS_URL: `redis://127.0.0.1:${redisPort}` },
  });
  return stdout;
}

/** Polls every BFF instance's own /config.json until `seen` holds on all: the ms that took. */
async function msUntilEveryInstance(
  ports: string[],
  seen: (config: { remotes: Record<string, string>; popUpSource: string | null }) => boolean,
): Promise<number> {
  const started = performance.now();
  const pending = new Set(ports);
  while (pending.size > 0 && performance.now() - started < 10_000) {
    for (const port of [...pending]) {
      const answer = await fetch(`http://127.0.0.1:${port}/config.json`, { cache: 'no-store' });
      if (answer.ok && seen(await answer.json())) pending.delete(port);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (pending.size > 0) throw new Error(`instances on ${[...pending].join(', ')} never served the change`);
  return Math.round(performance.now() - started);
}

test('a config change (rewards rolled back, pop-up source switched) is served by both instances within 2 s', async ({
  fleet,
}) => {
  const ports = fleet.ports.FLEET_BFF_PORTS.split(',');
  const redis = fleet.ports.FLEET_REDIS_PORT;
  // The release before the live one, on the CDN, and marketing's pop-ups on their own origin.
  const previousRewards = 'https://cdn.example.com/rewards/2026-11-20/mf-manifest.json';
  const popUps = `http://localhost:${fleet.ports.POP_UPS_PORT}/mf-manifest.json`;
  const before = await (await fetch(`http://127.0.0.1:${ports[0]}/config.json`)).json();
  expect(before.remotes.rewards).not.toBe(previousRewards);
  expect(before.popUpSource).toBeNull(); // the fleet e2e runs with POPUP_SOURCE_URL=off

  try {
    expect(await config(redis, 'set', `remotes.rewards=${previousRewards}`, `popUpSource=${popUps}`)).toMatch(
      /^config version \d+/,
    );
    const applied = await msUntilEveryInstance(
      ports,
      (served) => served.remotes.rewards === previousRewards && served.popUpSource === popUps,
    );
    expect(applied).toBeLessThanOrEqual(WITHIN_MS);
    test.info().annotations.push({ type: 'change served by both instances after', description: `${applied} ms` });
  } finally {
    // Back to the instances' environment for the tests after this one.
    await config(redis, 'unset', 'remotes.rewards', 'popUpSource');
  }
  const restored = await msUntilEveryInstance(
    ports,
    (served) => served.remotes.rewards === before.remotes.rewards && served.popUpSource === null,
  );
  expect(restored).toBeLessThanOrEqual(WITHIN_MS);
  // Through nginx too, whichever instance answers.
  expect((await (await fetch(`${fleet.url}/config.json`)).json()).remotes.rewards).toBe(before.remotes.rewards);
});
