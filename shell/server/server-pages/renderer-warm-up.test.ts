import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { SERVER_BUILD_KEY, type ServerBuild } from '@portal/remote-loading/manifest/server-build-from-manifest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRendererWarmUp, WARM_CHECK_MS } from './renderer-warm-up.ts';

const LIVE = {
  account: 'http://account.test/mf-manifest.json',
  rewards: 'http://rewards.test/mf-manifest.json',
  vouchers: 'http://vouchers.test/mf-manifest.json',
  info: 'http://info.test/mf-manifest.json',
};
const CANDIDATE = 'http://rewards.test/v/bbbbbbbbbbbb/mf-manifest.json';

/** A digest of the right shape, one per name. */
const digest = (name: string): string => `${name.padEnd(43, 'A').slice(0, 43)}=`;
/** A manifest naming its server build (or none), in its version's folder. */
const manifest = (url: string, build: string | null): string =>
  JSON.stringify({
    metaData: { publicPath: new URL('./', url).href },
    ...(build ? { [SERVER_BUILD_KEY]: { file: 'server/routes.js', sha256: digest(build) } } : {}),
  });

let config: RuntimeConfig;
let canaryLive: boolean;
/** The manifests as the BFF holds them: a fresh read at start sees the same. */
let manifests: Map<string, string>;
let warmCalls: string[][];
let refuse: Set<string>;
let stop: () => void;

const warm = async (builds: ServerBuild[]): Promise<string[]> => {
  warmCalls.push(builds.map((build) => build.sha256));
  return builds.map((build) => build.sha256).filter((sha) => !refuse.has(sha));
};

function start() {
  stop = startRendererWarmUp({
    config: () => config,
    liveCanary: () => canaryLive,
    lastRead: (url) => manifests.get(url),
    freshRead: async (url) => manifests.get(url),
    warm,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  config = { remotes: { ...LIVE }, canaries: {} } as RuntimeConfig;
  canaryLive = false;
  manifests = new Map([
    [LIVE.account, manifest(LIVE.account, 'account1')],
    [LIVE.rewards, manifest(LIVE.rewards, 'rewards1')],
    // A remote without a server build: its pages are the browser's; nothing to warm.
    [LIVE.vouchers, manifest(LIVE.vouchers, null)],
    // info's manifest not read (its origin down): nothing yet.
  ]);
  warmCalls = [];
  refuse = new Set();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("the renderer's warm-up", () => {
  it('warms the live server builds at start, and none again while nothing changes', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(warmCalls).toEqual([[digest('account1'), digest('rewards1')]]);
    await vi.advanceTimersByTimeAsync(WARM_CHECK_MS * 3);
    expect(warmCalls).toHaveLength(1);
  });

  it("warms a switched remote's new build, a live canary's candidate and a manifest read late, at the next check", async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    manifests.set(LIVE.account, manifest(LIVE.account, 'account2'));
    manifests.set(LIVE.info, manifest(LIVE.info, 'info1'));
    manifests.set(CANDIDATE, manifest(CANDIDATE, 'rewards2'));
    config = { ...config, canaries: { rewards: { version: 'bbbbbbbbbbbb', current: null, share: 10 } } };
    // A canary not live (aborted) is not served: its candidate is not warmed.
    await vi.advanceTimersByTimeAsync(WARM_CHECK_MS);
    expect(warmCalls.at(-1)).toEqual([digest('account2'), digest('info1')]);
    canaryLive = true;
    await vi.advanceTimersByTimeAsync(WARM_CHECK_MS);
    expect(warmCalls.at(-1)).toEqual([digest('rewards2')]);
    // Switched back: warmed again (the workers may have let it go).
    manifests.set(LIVE.account, manifest(LIVE.account, 'account1'));
    await vi.advanceTimersByTimeAsync(WARM_CHECK_MS);
    expect(warmCalls.at(-1)).toEqual([digest('account1')]);
    expect(warmCalls).toHaveLength(4);
  });

  it('tries a build that could not be had again at the next check, and only it', async () => {
    refuse.add(digest('rewards1'));
    start();
    await vi.advanceTimersByTimeAsync(0);
    refuse.clear();
    await vi.advanceTimersByTimeAsync(WARM_CHECK_MS);
    expect(warmCalls).toEqual([[digest('account1'), digest('rewards1')], [digest('rewards1')]]);
  });
});
