import { execFile } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { type ExtraProcess, startExtraShell } from '../support/extra-portal.ts';
import { EXTRA_PORTS, remoteUrlSettings } from '../support/ports.ts';
import {
  buildChangedRemote,
  deployRemote,
  ROOT,
  removeDir,
  startRemoteOrigin,
  tempDir,
} from '../support/remote-builds.ts';
import { drawnWithVersion, serverHtml } from '../support/server-pages.ts';
import { expect, failedRequest, test } from '../support/test.ts';

/**
 * Preview in production (docs/deploy.md, "Preview a version in production"): `npm run preview-link
 * rewards <version>` signs a link; the browser that opens it — and no other — gets that version,
 * with a bar saying so, until it exits; a tampered or expired link is refused and logged. The
 * test's own shell (with its DEPLOY_SECRET) and rewards origin: the e2e build live, a build with
 * another heading published beside it.
 */
test.describe.configure({ mode: 'serial' });

const SHELL_URL = `http://localhost:${EXTRA_PORTS.previewShell}`;
const ORIGIN_URL = `http://localhost:${EXTRA_PORTS.previewOrigin}`;
const DEPLOY_SECRET = randomBytes(32).toString('base64url');
const NEXT_HEADING = 'Rewards, next season';

let work: string;
let build: { dir: string; dist: string } | undefined;
let origin: ExtraProcess | undefined;
let shell: ExtraProcess | undefined;
let candidate = '';
let current = '';

/** `npm run preview-link rewards <version>`: the link it prints. */
async function previewLink(version: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/preview-link.ts', 'rewards', version], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_SECRET, PUBLIC_ORIGIN: SHELL_URL },
  });
  expect(stdout).toContain(`Preview of rewards ${version}, for the browser that opens it, until `);
  return stdout.trim().split('\n').at(-1) ?? '';
}

const heading = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = tempDir('preview');
  const deployDir = path.join(work, 'deploy');
  current =
    /now serving ([0-9a-f]{12})/.exec(
      await deployRemote('rewards', deployDir, ['--dist', path.join(ROOT, 'mfe-rewards/dist')]),
    )?.[1] ?? '';
  build = await buildChangedRemote('rewards', [
    {
      file: 'src/features/catalogue/routes/catalogue-page.tsx',
      from: '<h1>Rewards</h1>',
      to: `<h1>${NEXT_HEADING}</h1>`,
    },
  ]);
  // Published beside the live version (deploy:remote --stage): live for nobody.
  const staged = await deployRemote('rewards', deployDir, ['--dist', build.dist, '--stage']);
  expect(staged).toContain(`beside the live version (${current}); nobody gets it yet`);
  candidate = /published ([0-9a-f]{12})/.exec(staged)?.[1] ?? '';
  origin = await startRemoteOrigin({
    port: EXTRA_PORTS.previewOrigin,
    deployRoot: path.join(deployDir, 'rewards'),
    shellOrigins: [SHELL_URL],
  });
  shell = await startExtraShell('previewShell', {
    DEPLOY_SECRET,
    ...remoteUrlSettings({ rewards: `${ORIGIN_URL}/mf-manifest.json` }),
  });
});

test.afterAll(async () => {
  await shell?.stop();
  await origin?.stop();
  removeDir(build?.dir);
  removeDir(work);
});

test('a preview link shows the version and the bar only in the browser that opened it; Exit returns to the live version', async ({
  browser,
}) => {
  test.slow();
  const link = await previewLink(candidate);
  const team = await (await browser.newContext()).newPage();
  await team.goto(link);
  await expect(team).toHaveURL(`${SHELL_URL}/rewards`);
  await expect(heading(team, NEXT_HEADING)).toBeVisible();
  await expect(team.getByRole('status').filter({ hasText: 'Previewing' })).toHaveText(
    `Previewing rewards ${candidate} — Exit`,
  );
  // The preview stays on the next load.
  await team.reload();
  await expect(heading(team, NEXT_HEADING)).toBeVisible();
  // The server draws this browser's page with the previewed version too, before any script.
  const previewed = await serverHtml(team.request, `${SHELL_URL}/rewards`);
  expect(drawnWithVersion(previewed)).toBe(candidate);
  expect(previewed).toContain(`<h1>${NEXT_HEADING}</h1>`);

  // Another browser: the live version, no bar.
  const member = await (await browser.newContext()).newPage();
  await member.goto(`${SHELL_URL}/rewards`);
  await expect(heading(member, 'Rewards')).toBeVisible();
  await expect(member.getByText(/Previewing/)).toHaveCount(0);
  expect(drawnWithVersion(await serverHtml(member.request, `${SHELL_URL}/rewards`))).toBe(current);

  await team.getByRole('link', { name: 'Exit' }).click();
  // Exit lands on the home page, which sends this signed-out browser on to /login: either may be
  // the URL by the time it is read, depending on how quickly the shell's guard ran.
  await expect(team).toHaveURL((url) => url.origin === SHELL_URL && ['/', '/login'].includes(url.pathname));
  await team.goto(`${SHELL_URL}/rewards`);
  await expect(heading(team, 'Rewards')).toBeVisible();
  await expect(team.getByText(/Previewing/)).toHaveCount(0);
  expect(drawnWithVersion(await serverHtml(team.request, `${SHELL_URL}/rewards`))).toBe(current);
});

test('a tampered or expired link, or a forged cookie, is refused and logged', async ({
  page,
  context,
  allowProblems,
}) => {
  allowProblems(failedRequest(403, '/bff/preview'));
  const link = new URL(await previewLink(candidate));
  const tampered = new URL(link);
  tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60_000));
  // Signed with the right secret, the way preview-link signs, but an hour old.
  const expires = String(Date.now() - 1_000);
  const expired = new URL(link);
  expired.searchParams.set('expires', expires);
  expired.searchParams.set(
    'signature',
    createHmac('sha256', DEPLOY_SECRET).update(`preview:rewards:${candidate}:${expires}`).digest('base64url'),
  );
  for (const [refused, reason] of [
    [tampered, 'forged'],
    [expired, 'expired'],
  ] as const) {
    const answer = await page.goto(refused.href);
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'This preview link is not valid or has expired.' })).toBeVisible();
    await expect.poll(() => shell?.output() ?? '').toMatch(new RegExp(`"reason":"${reason}".*preview link refused`));
  }
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('portal_preview');

  // A cookie written by hand (not signed by the BFF) changes nothing.
  await context.addCookies([
    {
      name: 'portal_preview',
      value: JSON.stringify({ target: 'rewards', version: candidate, expires: Date.now() + 600_000 }),
      url: SHELL_URL,
    },
  ]);
  await page.goto(`${SHELL_URL}/rewards`);
  await expect(heading(page, 'Rewards')).toBeVisible();
  await expect(page.getByText(/Previewing/)).toHaveCount(0);
  await expect.poll(() => shell?.output() ?? '').toContain('preview cookie refused');
});
