import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDeployStore } from './deploy-store.ts';

const build = (content: string): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), content);
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var remote;');
  return dir;
};

describe('deploy store', () => {
  it('stages a build as a version without switching to it, and publishes by switching', async () => {
    const store = openDeployStore(mkdtempSync(path.join(tmpdir(), 'deploy-')));
    const first = await store.publish(build('{"v":1}'));
    expect(await store.current()).toBe(first);

    const second = await store.stage(build('{"v":2}'));
    expect(second).not.toBe(first);
    expect((await store.versions()).sort()).toEqual([first, second].sort());
    expect(await store.current()).toBe(first);

    // The same build staged again is the same version.
    expect(await store.stage(build('{"v":2}'))).toBe(second);
    await store.switchTo(second);
    expect(await store.current()).toBe(second);
  });

  it('refuses a build whose server file is not the one its manifest pins, and publishes nothing', async () => {
    const store = openDeployStore(mkdtempSync(path.join(tmpdir(), 'deploy-')));
    const code = 'module.exports.routes = [];';
    const sha256 = createHash('sha256').update(code).digest('base64');
    const dir = build(JSON.stringify({ portalServerBuild: { file: 'server/routes.js', sha256 } }));
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'routes.js'), `${code} // edited after the build`);
    await expect(store.publish(dir)).rejects.toThrow('is not the server build its manifest pins');
    expect(await store.versions()).toEqual([]);
    writeFileSync(path.join(dir, 'server', 'routes.js'), code);
    expect(await store.publish(dir)).toMatch(/^[0-9a-f]{12}$/);
  });
});
