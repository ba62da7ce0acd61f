import type { TelemetryEvent } from '@portal/contracts/telemetry';
import { describe, expect, it } from 'vitest';
import type { ServedVersion } from '../canary/served-version.ts';
import { admitEvents } from './admit-events.ts';

const CANDIDATE = 'c0ffee000001';
const CURRENT = 'c0ffee000000';
const LIVE = 'abcdef000000';
const event = (remote: TelemetryEvent['remote'], version: string): TelemetryEvent => ({
  type: 'boundary-error',
  route: '/rewards',
  remote,
  version,
});
const served =
  (side: ServedVersion): ((remote: string) => ServedVersion) =>
  (remote) =>
    remote === 'rewards' ? side : { side: 'live', version: null };
const liveKnows = async (_remote: string, version: string) => version === LIVE;

describe('which events of a beacon count', () => {
  it('on a live canary: only the side this visitor was served, and only with a signed visitor', async () => {
    const onCandidate = served({ side: 'candidate', version: CANDIDATE, candidate: CANDIDATE });
    const result = await admitEvents(
      [event('rewards', CANDIDATE), event('rewards', CURRENT), event('rewards', LIVE)],
      onCandidate,
      liveKnows,
      true,
    );
    expect(result.admitted).toEqual([
      { event: event('rewards', CANDIDATE), canarySide: 'candidate', canary: CANDIDATE },
    ]);
    expect(result.refused).toEqual(['version', 'version']);
    const anonymous = await admitEvents([event('rewards', CANDIDATE)], onCandidate, liveKnows, false);
    expect(anonymous).toEqual({ admitted: [], refused: ['visitor'] });
  });

  it('on a current side without a known current version: the live manifest’s version', async () => {
    const onCurrent = served({ side: 'current', version: null, candidate: CANDIDATE });
    const result = await admitEvents([event('rewards', LIVE), event('rewards', CANDIDATE)], onCurrent, liveKnows, true);
    expect(result.admitted).toEqual([{ event: event('rewards', LIVE), canarySide: 'current', canary: CANDIDATE }]);
    expect(result.refused).toEqual(['version']);
  });

  it('with a preview: that version alone; elsewhere the live version; unknown always, for no side; the shell never a version', async () => {
    const previewing = served({ side: 'preview', version: CANDIDATE });
    const result = await admitEvents(
      [
        event('rewards', CANDIDATE),
        event('rewards', LIVE),
        event('vouchers', LIVE),
        event('vouchers', CURRENT),
        event('rewards', 'unknown'),
        event('shell', 'unknown'),
        event('shell', LIVE),
      ],
      previewing,
      liveKnows,
      false,
    );
    expect(result.admitted.map(({ event: { remote, version }, canarySide }) => [remote, version, canarySide])).toEqual([
      ['rewards', CANDIDATE, null],
      ['vouchers', LIVE, null],
      ['rewards', 'unknown', null],
      ['shell', 'unknown', null],
    ]);
    expect(result.refused).toEqual(['version', 'version', 'version']);
  });
});
