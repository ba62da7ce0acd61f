import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { redisCommand } from '../../scripts/lib/redis-server.ts';
import { expect, test } from './support/fleet-test.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The window the fleet promises (docs/operations.md, "How the fleet is tested"): a change reaches
 * every instance within 2 s.
 */
const WITHIN_MS = 2_000;

/** `npm run config -- <args>` against the fleet's Redis, as an operator runs it: its exit code and output. */
async function runConfig(
  redisUrl: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/config.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: redisUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** `npm run config` that must succeed: its output. */
async function config(redisUrl: string, ...args: string[]): Promise<string> {
  const run = await runConfig(redisUrl, ...args);
  if (run.code !== 0) throw new Error(`npm run config ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
  return run.stdout;
}

/** Polls every BFF instance's own /config.json until `seen` holds on all: the ms that took. */
async function msUntilEveryInstance(
  ports: string[],
  seen: (config: { remotes: Record<string, string>; popUpSource: string | null; programmeName: string }) => boolean,
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
  // The release before the live one, on the CDN, and marketing's pop-ups on their own origin.
  const previousRewards = 'https://cdn.example.com/rewards/2026-11-20/mf-manifest.json';
  const popUps = `http://localhost:${fleet.ports.POP_UPS_PORT}/mf-manifest.json`;
  const before = await (await fetch(`http://127.0.0.1:${ports[0]}/config.json`)).json();
  expect(before.remotes.rewards).not.toBe(previousRewards);
  expect(before.popUpSource).toBeNull(); // the fleet e2e runs with POPUP_SOURCE_URL=off

  try {
    expect(await config(fleet.redisUrl, 'set', `remotes.rewards=${previousRewards}`, `popUpSource=${popUps}`)).toMatch(
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
    await config(fleet.redisUrl, 'unset', 'remotes.rewards', 'popUpSource');
  }
  const restored = await msUntilEveryInstance(
    ports,
    (served) => served.remotes.rewards === before.remotes.rewards && served.popUpSource === null,
  );
  expect(restored).toBeLessThanOrEqual(WITHIN_MS);
  // Through nginx too, whichever instance answers.
  expect((await (await fetch(`${fleet.url}/config.json`)).json()).remotes.rewards).toBe(before.remotes.rewards);
});

test("the fleet's Redis refuses a client without the password; npm run config refuses bad input and stores nothing", async ({
  fleet,
}) => {
  const anonymous = `redis://127.0.0.1:${fleet.ports.FLEET_REDIS_PORT}`;
  // Raw RESP over a socket, no AUTH: what any local process would try.
  await expect(redisCommand(anonymous, ['PING'])).rejects.toThrow(/NOAUTH/);
  await expect(redisCommand(anonymous, ['HSET', 'portal:config', 'remotes', '{}'])).rejects.toThrow(/NOAUTH/);
  // The same Redis answers the BFF's user, which cannot reach beyond the portal's keys.
  expect(await redisCommand(fleet.redisUrl, ['PING'])).toBe('PONG');
  await expect(redisCommand(fleet.redisUrl, ['FLUSHALL'])).rejects.toThrow(/NOPERM/);

  const stored = async () => ({
    version: await redisCommand(fleet.redisUrl, ['GET', 'portal:config:version']),
    rewards: await redisCommand(fleet.redisUrl, ['HGET', 'portal:config', 'remotes.rewards']),
    registration: await redisCommand(fleet.redisUrl, ['HGET', 'portal:config', 'registrationEnabled']),
  });
  const before = await stored();
  const refusals = [
    { args: ['set', 'remotes.rewards={"broken'], says: /remotes\.rewards: not valid JSON/ },
    { args: ['set', 'nonsense=1'], says: /nonsense is not a config key/ },
    { args: ['set', 'registrationEnabled=maybe'], says: /registrationEnabled/ },
  ];
  for (const { args, says } of refusals) {
    const run = await runConfig(fleet.redisUrl, ...args);
    expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(2);
    expect(run.stderr).toMatch(/^config: refused: /);
    expect(run.stderr).toMatch(says);
    expect(run.stderr).toContain('Nothing was stored.');
  }
  expect(await stored()).toEqual(before);
});

test('a bad value written straight into Redis: both instances, one of them restarted, serve the same last good config and say so once', async ({
  fleet,
}) => {
  test.setTimeout(120_000);
  const ports = fleet.ports.FLEET_BFF_PORTS.split(',');
  const goodName = `Island Rewards ${Date.now().toString(36)}`;
  const written = /^config version (\d+)/.exec(await config(fleet.redisUrl, 'set', `programmeName=${goodName}`));
  const goodVersion = Number(written?.[1]);
  await msUntilEveryInstance(ports, (served) => served.programmeName === goodName);
  const logFrom = fleet.output().length;
  try {
    // The reporter's value, not JSON, with the version moved so that every instance reads it.
    await redisCommand(fleet.redisUrl, ['HSET', 'portal:config', 'programmeName', 'this is {not json']);
    const badVersion = Number(await redisCommand(fleet.redisUrl, ['INCR', 'portal:config:version']));
    const rejectedLine = `Redis portal:config (version ${badVersion})`;
    const linesOf = (name: string): string[] =>
      fleet
        .output()
        .slice(logFrom)
        .split('\n')
        .filter((line) => line.includes(`${name.padEnd(12)}\x1b[0m│`) && line.includes(rejectedLine));
    // Each running instance says so (a condition, not a clock).
    await expect.poll(() => linesOf('bff-1').length + linesOf('bff-2').length, { timeout: 10_000 }).toBe(2);

    // bff-2 restarted: nothing in its memory, it resolves the stored value as the running one does.
    const oldPid = fleet.pid('bff-2');
    process.kill(oldPid, 'SIGKILL');
    await fleet.waitForRestart('bff-2', oldPid);
    // A restarted instance answers from its first read of the store: waited for, not read once.
    for (const port of ports) {
      await expect
        .poll(
          async () =>
            (await (await fetch(`http://127.0.0.1:${port}/config.json`, { cache: 'no-store' })).json()).programmeName,
          { message: `instance on ${port}`, timeout: 10_000 },
        )
        .toBe(goodName);
    }
    // bff-1 kept polling all that time (every second): still one line for this bad version,
    // naming Redis (not a file) and the last good version, without a stack trace.
    expect(linesOf('bff-1')).toHaveLength(1);
    expect(linesOf('bff-1')[0]).toContain(`last good version (${goodVersion})`);
    expect(linesOf('bff-1')[0]).not.toMatch(/runtime config file|"stack"/);
    expect(linesOf('bff-2').length).toBe(2); // the instance killed, and its replacement
  } finally {
    // The next write starts from the last good version and replaces the bad field.
    await config(fleet.redisUrl, 'unset', 'programmeName');
  }
  await msUntilEveryInstance(ports, (served) => served.programmeName !== goodName);
});
