import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { offerFileTime } from '@portal/contracts/provider/offer-file';
import { OFFERS_PREVIEW_HEADER } from '@portal/contracts/provider/offers';
import { providerRequests } from '@portal/loyalty-api/testing/provider-requests';
import { startTestProvider, TEST_OPERATOR_SECRETS, type TestProvider } from '@portal/loyalty-api/testing/test-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PATH, verifyPreviewLink } from '../shell/server/preview/preview-link.ts';
import { ROOT } from './lib/processes.ts';

/**
 * `npm run offers -- publish <file>` against a real provider (docs/decisions/0044-offers.md): a bad
 * rule is refused before anything is sent, naming the offer and the field (exit 2); a good file is
 * published and reaches its audience only, from its start instant; with --preview nothing is
 * published and the signed link it prints is the only way to see the file's offers.
 */
const run = promisify(execFile);
const HOUR_MS = 3_600_000;
const clock = Date.parse('2026-12-03T15:00:00Z');

/** The provider's clock, moved to the offer's start. */
let now = clock;
let provider: TestProvider;
let folder: string;
beforeAll(async () => {
  provider = await startTestProvider({}, { now: () => new Date(now) });
  folder = mkdtempSync(path.join(tmpdir(), 'offers-'));
}, 120_000);
afterAll(async () => {
  await provider.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The BFF's deploy secret and public origin, for the preview links the command signs. */
const DEPLOY_SECRET = randomBytes(32).toString('base64url');
const PUBLIC_ORIGIN = 'https://rewards.example.jm';

async function publish(
  offers: unknown[],
  options: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const file = path.join(folder, `offers-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ offers }));
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['scripts/offers.ts', 'publish', file, '--provider', provider.url, ...options],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          MARKETING_CLIENT_SECRET: TEST_OPERATOR_SECRETS.marketing,
          DEPLOY_SECRET,
          PUBLIC_ORIGIN,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const silver = {
  id: 'silver-weekend',
  title: 'Silver weekend',
  image: '/media/offers/silver-weekend.svg',
  rule: { bonus: { kind: 'multiplier', times: 2 }, on: { kind: 'store', store: 'Half Way Tree, Kingston' } },
  window: { start: offerFileTime(clock + HOUR_MS), end: offerFileTime(clock + 72 * HOUR_MS) },
  audience: { kind: 'members', accountNumbers: ['20000004'] },
  capPerMember: 500,
};

const offerIds = async (accountNumber: string, previewId?: string) => {
  const api = providerRequests(provider);
  const answer = await provider.app.inject({
    url: '/api/v1/offers',
    headers: {
      authorization: `Bearer ${await api.login(accountNumber)}`,
      ...(previewId ? { [OFFERS_PREVIEW_HEADER]: previewId } : {}),
    },
  });
  // The file's offer only: the demo offers are seeded beside it.
  return (answer.json() as Array<{ id: string }>).map((offer) => offer.id).filter((id) => id === 'silver-weekend');
};

describe('npm run offers -- publish', () => {
  it('refuses a file with a bad rule, naming the offer and field, and publishes nothing (exit 2)', async () => {
    const bad = { ...silver, id: 'bad-rule', rule: { bonus: { kind: 'triple' }, on: silver.rule.on } };
    const result = await publish([silver, bad]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('was not published: 1 problem. Nothing was changed.');
    expect(result.stderr).toContain(
      'offer "bad-rule" (offer 2), rule.bonus.kind: the bonus kind must be multiplier or fixed',
    );
    const count = await provider.db.query<{ count: string }>(
      "select count(*) as count from offers where id in ('silver-weekend', 'bad-rule')",
    );
    expect(Number(count.rows[0]!.count)).toBe(0);
  });

  it('with --preview publishes nothing: it prints a signed link to the staged file, which only that link shows', async () => {
    expect((await publish([silver], ['--minutes', '10'])).stderr).toContain('--minutes goes with --preview');
    const result = await publish([silver], ['--preview', '--minutes', '10']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('staged  silver-weekend  “Silver weekend”, 3 Dec 2026 11:00 to 6 Dec 2026 10:00');
    expect(result.stdout).toMatch(
      /Nothing was published\. Preview of 1 offer \([0-9a-f]{12}\), for the browser that opens it, until /,
    );
    const link = new URL(result.stdout.trim().split('\n').at(-1) ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_ORIGIN}${PREVIEW_PATH}`);
    // The BFF would take it: signed with its deploy secret, for the staged id, ten minutes long.
    const checked = verifyPreviewLink(DEPLOY_SECRET, Object.fromEntries(link.searchParams));
    expect(checked.ok && checked.preview.target).toBe('offers');
    const previewId = checked.ok ? checked.preview.version : '';
    expect(checked.ok && checked.preview.expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const stored = await provider.db.query<{ count: string }>(
      "select count(*) as count from offers where id = 'silver-weekend'",
    );
    expect(Number(stored.rows[0]!.count)).toBe(0);
    expect(await offerIds('20000004')).toEqual([]);
    // Scheduled, yet shown in the preview to its audience only.
    expect(await offerIds('20000004', previewId)).toEqual(['silver-weekend']);
    expect(await offerIds('20000001', previewId)).toEqual([]);
  });

  it('publishes a valid file: its audience sees it from its start instant, nobody else', async () => {
    const result = await publish([silver]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('created  silver-weekend  “Silver weekend”, 3 Dec 2026 11:00 to 6 Dec 2026 10:00');
    const stored = await provider.db.query<{ starts_at: Date }>(
      "select starts_at from offers where id = 'silver-weekend'",
    );
    expect(new Date(stored.rows[0]!.starts_at).toISOString()).toBe(new Date(clock + HOUR_MS).toISOString());
    now = clock + HOUR_MS - 1;
    expect(await offerIds('20000004')).toEqual([]);
    now = clock + HOUR_MS;
    expect(await offerIds('20000004')).toEqual(['silver-weekend']);
    expect(await offerIds('20000001')).toEqual([]);
  });
});
