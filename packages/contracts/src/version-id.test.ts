import { describe, expect, it } from 'vitest';
import { VERSION_ID, versionInUrl, versionOfManifest } from './version-id.ts';

describe('version ids', () => {
  it('are 12 lower-case hex characters', () => {
    expect(VERSION_ID.test('0123456789ab')).toBe(true);
    for (const id of ['0123456789AB', '0123456789a', '0123456789abc', '../etc/passwd'])
      expect(VERSION_ID.test(id)).toBe(false);
  });

  it("are read from a published version's folder, in a URL or a path, and from nothing else", () => {
    expect(versionInUrl('http://rewards.test/v/0123456789ab/static/js/a.js')).toBe('0123456789ab');
    expect(versionInUrl('/remotes/rewards/v/0123456789ab/mf-manifest.json')).toBe('0123456789ab');
    expect(versionInUrl('http://rewards.test/mf-manifest.json')).toBeUndefined();
    expect(versionInUrl('http://rewards.test/v/0123456789abc/')).toBeUndefined();
  });

  it("are read from a manifest's publicPath", () => {
    expect(versionOfManifest({ metaData: { publicPath: 'http://rewards.test/v/0123456789ab/' } })).toBe('0123456789ab');
    expect(versionOfManifest({ metaData: { publicPath: 'auto' } })).toBeUndefined();
    expect(versionOfManifest(null)).toBeUndefined();
  });
});
