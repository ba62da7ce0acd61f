import { describe, expect, it } from 'vitest';
import { createLiveVersions, LIVE_VERSIONS_KEPT } from './live-versions.ts';

const URL = 'http://rewards.example/mf-manifest.json';

/** A remote origin whose live version the test switches, counting the manifest reads. */
function origin() {
  const state = { live: '000000000001', reads: 0 };
  const fetchImpl = (async () => {
    state.reads++;
    return new Response(JSON.stringify({ metaData: { publicPath: `http://rewards.example/v/${state.live}/` } }));
  }) as typeof fetch;
  return { state, fetchImpl };
}

describe('the live versions the BFF knows', () => {
  it('learns a switched version from the manifest, keeps the last few, and reads at most every 5 s', async () => {
    const { state, fetchImpl } = origin();
    let now = 0;
    const versions = createLiveVersions(fetchImpl, () => now);
    expect(await versions.knows('rewards', URL, '000000000001')).toBe(true);
    // A version nobody serves: one read, then none until 5 s have passed, however many ask.
    for (let i = 0; i < 20; i++) expect(await versions.knows('rewards', URL, 'ffffffffffff')).toBe(false);
    expect(state.reads).toBe(1);
    for (let id = 2; id <= LIVE_VERSIONS_KEPT + 1; id++) {
      now += 5_000;
      state.live = String(id).padStart(12, '0');
      expect(await versions.knows('rewards', URL, state.live)).toBe(true);
    }
    // The oldest fell out of the last few.
    expect(await versions.knows('rewards', URL, '000000000002')).toBe(true);
    now += 5_000;
    expect(await versions.knows('rewards', URL, '000000000001')).toBe(false);
  });

  it('learns nothing from an origin that is down, and asks again later', async () => {
    let now = 0;
    let up = false;
    const fetchImpl = (async () => {
      if (!up) throw new Error('connection refused');
      return new Response(JSON.stringify({ metaData: { publicPath: 'http://rewards.example/v/000000000009/' } }));
    }) as typeof fetch;
    const versions = createLiveVersions(fetchImpl, () => now);
    expect(await versions.knows('rewards', URL, '000000000009')).toBe(false);
    up = true;
    expect(await versions.knows('rewards', URL, '000000000009')).toBe(false);
    now += 5_000;
    expect(await versions.knows('rewards', URL, '000000000009')).toBe(true);
  });
});
