import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRemoteRenderer, type RenderJob } from './remote-renderer.ts';
import { createServerBuildCache } from './server-build-cache.ts';

/** A remote's server build: CommonJS exporting a route table (the fake shell build reads `behaviour`). */
const remoteCode = (behaviour: string) =>
  `module.exports.routes = [{ behaviour: ${JSON.stringify(behaviour)}, react: require('react').lent === true }];`;
const digestOf = (code: string) => createHash('sha256').update(code).digest('base64');

/** Remote origins as the cache sees them: URL → bytes. */
const files = new Map<string, string>();
const builds = createServerBuildCache(async (url) => {
  const code = files.get(url);
  if (code === undefined) throw new Error(`${url} answered 404`);
  return new TextEncoder().encode(code);
});

// A secret in the BFF's own environment: a renderer worker must not see it.
process.env.PORTAL_TEST_SECRET = 'session-key-that-must-stay';
const problems: string[] = [];
const rendererWithin = (budgetMs: number) =>
  createRemoteRenderer({
    serverBuild: path.join(import.meta.dirname, 'testing', 'fake-shell-build.mjs'),
    builds,
    workers: 1,
    budgetMs,
    onProblem: (message) => problems.push(message),
  });
// A budget no busy machine reaches, but for the one test about the budget.
const renderer = rendererWithin(60_000);
const impatient = rendererWithin(300);
afterAll(async () => {
  await Promise.all([renderer.close(), impatient.close()]);
  // The next file of this worker shares its process (packages/config/src/server-suites.ts).
  delete process.env.PORTAL_TEST_SECRET;
});

const seenByPassThrough: Array<{ path: string; headers: Record<string, string> }> = [];
function job(behaviour: string, options: { digest?: string } = {}): RenderJob {
  const code = remoteCode(behaviour);
  const url = `http://rewards.test/v/0123456789ab/server/${behaviour}.js`;
  files.set(url, code);
  return {
    owner: 'rewards',
    version: '0123456789ab',
    build: { url, sha256: options.digest ?? digestOf(code) },
    path: '/rewards',
    config: { programmeName: 'Island Rewards' } as RenderJob['config'],
    session: { authenticated: true, type: 'user', popUps: { pop_up: null, pop_up_rewards: null } },
    nonce: undefined,
    passThrough: async (apiPath, headers) => {
      seenByPassThrough.push({ path: apiPath, headers });
      return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"points":1200}' };
    },
  };
}

describe('the renderer workers', () => {
  it('hold no secret: an empty environment, requests to the BFF only, with no cookie or token of their own', async () => {
    const outcome = await renderer.render(job('report'));
    if (!outcome.rendered) throw new Error(`fell back: ${outcome.reason}`);
    const report = JSON.parse(outcome.shell) as {
      env: Record<string, string>;
      seen: string;
      refused: string;
      requireWorks: boolean;
    };
    expect(report.env).toEqual({});
    expect(JSON.stringify(report)).not.toContain('session-key-that-must-stay');
    // The loader's request left as a message and came back through the BFF's pass-through.
    expect(report.seen).toBe('{"points":1200}');
    expect(seenByPassThrough.at(-1)?.path).toBe('/api/v1/account/points');
    const headerNames = Object.keys(seenByPassThrough.at(-1)?.headers ?? {});
    expect(headerNames).not.toContain('cookie');
    expect(headerNames).not.toContain('authorization');
    // Anywhere else is refused inside the worker.
    expect(report.refused).toContain('sends requests to the BFF only');
    // The remote's code gets the lent modules (one React for the layout and the page).
    expect(report.requireWorks).toBe(true);
    const rest: string[] = [];
    for await (const chunk of outcome.rest) rest.push(chunk);
    expect(rest).toEqual(['<p>later</p>']);
    expect(await outcome.data).toMatchObject({ owner: 'rewards', version: '0123456789ab' });
  });

  it('refuse a server build whose bytes are not the ones its manifest pins, and never run it', async () => {
    const before = seenByPassThrough.length;
    const outcome = await renderer.render(job('report-tampered', { digest: digestOf('something else') }));
    expect(outcome).toEqual({ rendered: false, reason: 'unavailable' });
    expect(problems.at(-1)).toMatch(/not the .* its manifest pins: refused/);
    expect(seenByPassThrough.length).toBe(before);
  });

  it('evaluate the builds they are warmed with before any page asks for them, and report those that fail', async () => {
    const build = (name: string, code: string, digest = digestOf(code)) => {
      const url = `http://rewards.test/v/0123456789ab/server/${name}.js`;
      files.set(url, code);
      return { url, sha256: digest };
    };
    // Code that counts its evaluations in the worker; it is never rendered.
    const counted = build(
      'counted',
      'globalThis.warmedBuilds = (globalThis.warmedBuilds ?? 0) + 1; module.exports.routes = [];',
    );
    const throwing = build('throwing', 'throw new Error("broken on load");');
    const tampered = build('tampered', 'module.exports.routes = [];', digestOf('other bytes'));
    const warmed = await renderer.warm([counted, throwing, tampered]);
    // Loaded and handed to the worker: the two whose digests match. The tampered one is never run.
    expect(warmed).toEqual([counted.sha256, throwing.sha256]);
    expect(problems.some((problem) => /tampered\.js.*refused/.test(problem))).toBe(true);
    expect(problems.some((problem) => /throwing\.js could not be evaluated: Error: broken on load/.test(problem))).toBe(
      true,
    );
    // Warmed again (the config checked again): kept, not evaluated a second time.
    await renderer.warm([counted]);
    // A page of another build, rendered by the same worker, sees the one evaluation.
    const outcome = await renderer.render(job('report-after-warm'));
    if (!outcome.rendered) throw new Error(`fell back: ${outcome.reason}`);
    expect((JSON.parse(outcome.shell) as { warmedBuilds: number }).warmedBuilds).toBe(1);
  });

  it('replace a worker still evaluating a build it was warmed with, and forget that build', async () => {
    const looping = createRemoteRenderer({
      serverBuild: path.join(import.meta.dirname, 'testing', 'fake-shell-build.mjs'),
      builds,
      workers: 1,
      budgetMs: 60_000,
      warmTimeoutMs: 300,
      onProblem: (message) => problems.push(message),
    });
    try {
      const code = 'for (;;) {}';
      const url = 'http://rewards.test/v/0123456789ab/server/looping.js';
      files.set(url, code);
      expect(await looping.warm([{ url, sha256: digestOf(code) }])).toEqual([digestOf(code)]);
      expect(problems.at(-1)).toMatch(/still evaluating .*looping\.js after 300 ms: replaced/);
      // The worker in its place renders pages, and was not handed the looping build again.
      expect((await looping.render(job('report-after-loop'))).rendered).toBe(true);
    } finally {
      await looping.close();
    }
  });

  it('leave to the browser a page that throws, or is not ready within the budget', async () => {
    expect(await renderer.render(job('throw'))).toMatchObject({
      rendered: false,
      reason: expect.stringContaining('error'),
    });
    // The worker let go of the page that threw, and renders the next one.
    expect((await renderer.render(job('report'))).rendered).toBe(true);
    expect(await impatient.render(job('hang'))).toEqual({ rendered: false, reason: 'slow' });
  });
});
