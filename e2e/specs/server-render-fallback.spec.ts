import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type OwnRemote, ownRemoteBehindShell } from '../support/own-remote.ts';
import { EXTRA_PORTS } from '../support/ports.ts';
import { deployRemote, ROOT, removeDir, tempDir } from '../support/remote-builds.ts';
import { drawnWithVersion, serverHtml } from '../support/server-pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The info remote on an origin of its own, behind a shell of its own (default budget, its own
 * metrics): the version the browser gets is the version the server renders with, and a version
 * whose server build is missing, throws or is slow still answers every page, drawn by the
 * browser inside the served chrome, counted per version and reason.
 */

test.describe.configure({ mode: 'serial' });

let own: OwnRemote | undefined;
const copies: string[] = [];
const metricsUrl = `http://127.0.0.1:${EXTRA_PORTS.renderMetrics}/metrics`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await ownRemoteBehindShell({
    remote: 'info',
    originPort: EXTRA_PORTS.renderOrigin,
    shell: 'renderShell',
    // The slow build below waits 5 s: beyond this budget, which a loaded machine's first renders are not.
    shellEnv: {
      METRICS_PORT: String(EXTRA_PORTS.renderMetrics),
      METRICS_HOST: '127.0.0.1',
      SERVER_RENDER_BUDGET_MS: '3000',
    },
  });
});

test.afterAll(async () => {
  await own?.stop();
  for (const dir of copies) removeDir(dir);
});

/** The info remote's e2e build, copied, with its server build replaced (or taken out), and the manifest's pin to match. */
function infoBuildWith(serverCode: string | null): string {
  const dir = tempDir('info-server-build');
  copies.push(dir);
  cpSync(path.join(ROOT, 'mfe-info', 'dist'), dir, { recursive: true });
  // The manifest is read by the BFF as served: its precompressed copies would still pin the old build.
  for (const suffix of ['.br', '.gz']) rmSync(path.join(dir, `mf-manifest.json${suffix}`), { force: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  if (serverCode === null) {
    rmSync(path.join(dir, 'server'), { recursive: true, force: true });
    delete manifest.portalServerBuild;
  } else {
    writeFileSync(path.join(dir, 'server', 'routes.js'), serverCode);
    manifest.portalServerBuild = {
      file: 'server/routes.js',
      sha256: createHash('sha256').update(serverCode).digest('base64'),
    };
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return dir;
}

/** A fallback count of the shell's metrics for a version and reason. */
async function fallbacks(version: string, reason: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith('portal_bff_server_render_fallbacks_total{') &&
        row.includes('page="info"') &&
        row.includes(`version="${version}"`) &&
        row.includes(`reason="${reason}"`),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** /faq as the shell serves it now: its status and HTML. */
async function faqHtml(page: Page): Promise<{ status: number; html: string }> {
  const response = await page.request.get(`${own?.shellUrl}/faq`);
  return { status: response.status(), html: await response.text() };
}

test('the server renders with the version the browser is given: the same version in the HTML and in the code loaded', async ({
  page,
}) => {
  const version = (await own?.liveVersion()) ?? '';
  expect(drawnWithVersion(await serverHtml(page.request, `${own?.shellUrl}/faq`))).toBe(version);
  const entry = page.waitForRequest((request) => request.url().includes('/remoteEntry.js'));
  await page.goto(`${own?.shellUrl}/faq`);
  expect((await entry).url()).toContain(`/v/${version}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

for (const [what, code, reason] of [
  ['missing', null, 'unavailable'],
  ['throwing', 'throw new Error("the server build breaks as it loads");', 'error'],
  [
    'slower than the budget',
    `const React = require('react');
     module.exports.routes = [{ path: 'faq', handle: { layout: 'default', middleware: ['maintenance'] },
       loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 5000)),
       Component: () => React.createElement('h1', null, 'Frequently asked questions') }];`,
    'slow',
  ],
] as const) {
  test(`a version whose server build is ${what}: every page still answers, drawn by the browser, counted as ${reason}`, async ({
    page,
  }) => {
    test.slow();
    const deployDir = own?.deployDir ?? '';
    await deployRemote('info', deployDir, ['--dist', infoBuildWith(code)]);
    const version = (await own?.liveVersion()) ?? '';
    const before = await fallbacks(version, reason);
    // Asked again until this reason is counted: on a loaded machine a page whose manifest the BFF
    // could not read again in time falls back as `unavailable` before the build is tried. Every
    // answer meanwhile is the served chrome and the skeleton, the page left to the scripts.
    await expect
      .poll(
        async () => {
          const { status, html } = await faqHtml(page);
          expect(status).toBe(200);
          expect(html).toContain('<div id="root"><div data-first-paint');
          expect(html).not.toContain('data-server-page="remote"');
          return fallbacks(version, reason);
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(before);
    await page.goto(`${own?.shellUrl}/faq`);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });
}
