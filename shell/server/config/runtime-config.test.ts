import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRuntimeConfigSource, RuntimeConfigRejectedError, runtimeConfigFromEnv } from './runtime-config.ts';

describe('/config.json from the environment', () => {
  it('has the defaults: registration and maintenance off (requirements §1.4)', () => {
    const config = runtimeConfigFromEnv({});
    expect(config).toMatchObject({
      programmeName: 'Island Rewards',
      registrationEnabled: false,
      maintenanceEnabled: false,
    });
    expect(config.remotes).toEqual({
      account: 'http://localhost:3001/mf-manifest.json',
      rewards: 'http://localhost:3002/mf-manifest.json',
      vouchers: 'http://localhost:3003/mf-manifest.json',
      info: 'http://localhost:3004/mf-manifest.json',
    });
    expect(config.popUpSource).toBe('http://localhost:3005/mf-manifest.json');
  });

  it("takes the pop-up content from marketing's origin, another build named by POPUP_SOURCE_URL, or none", () => {
    expect(runtimeConfigFromEnv({ POP_UPS_PORT: '4105' }).popUpSource).toBe('http://localhost:4105/mf-manifest.json');
    expect(
      runtimeConfigFromEnv({ POPUP_SOURCE_URL: 'https://cdn.example/pop-ups/2027-01/mf-manifest.json' }).popUpSource,
    ).toBe('https://cdn.example/pop-ups/2027-01/mf-manifest.json');
    expect(runtimeConfigFromEnv({ POPUP_SOURCE_URL: 'off' }).popUpSource).toBeNull();
  });

  it("turns registration on only when REGISTRATION equals 'enable' (requirements §1.4)", () => {
    expect(runtimeConfigFromEnv({ REGISTRATION: 'enable' }).registrationEnabled).toBe(true);
    for (const value of ['true', 'ENABLE', '1', 'yes'])
      expect(runtimeConfigFromEnv({ REGISTRATION: value }).registrationEnabled).toBe(false);
    expect(runtimeConfigFromEnv({ MAINTENANCE: 'enable' }).maintenanceEnabled).toBe(true);
  });

  it('follows remote URL and port settings', () => {
    const config = runtimeConfigFromEnv({
      REWARDS_PORT: '4102',
      INFO_REMOTE_URL: 'https://cdn.example/info/mf-manifest.json',
    });
    expect(config.remotes.rewards).toBe('http://localhost:4102/mf-manifest.json');
    expect(config.remotes.info).toBe('https://cdn.example/info/mf-manifest.json');
  });
});

describe('/config.json from a file', () => {
  it('applies a changed file without a restart, and keeps the last good config when the file is broken', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-'));
    const file = path.join(dir, 'portal-config.json');
    writeFileSync(file, JSON.stringify({ programmeName: 'Island Rewards' }));
    const source = createRuntimeConfigSource({ PORTAL_CONFIG_FILE: file });
    const errors: Error[] = [];
    source.onError((error) => errors.push(error));
    try {
      const waitFor = async (check: () => boolean) => {
        for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
        return check();
      };
      // Replaced by rename, as deploy scripts and editors do.
      writeFileSync(`${file}.tmp`, JSON.stringify({ popUpSource: 'http://localhost:3004/v/abc/mf-manifest.json' }));
      renameSync(`${file}.tmp`, file);
      expect(await waitFor(() => source.current().popUpSource === 'http://localhost:3004/v/abc/mf-manifest.json')).toBe(
        true,
      );
      expect(JSON.parse(source.json()).popUpSource).toBe('http://localhost:3004/v/abc/mf-manifest.json');

      writeFileSync(file, '{ not json');
      expect(await waitFor(() => errors.length > 0)).toBe(true);
      expect(source.current().popUpSource).toBe('http://localhost:3004/v/abc/mf-manifest.json');
      // The error names its source (the file, not Redis) for the log line.
      expect(errors[0]).toBeInstanceOf(RuntimeConfigRejectedError);
      expect((errors[0] as RuntimeConfigRejectedError).source).toBe(`the config file ${file}`);

      writeFileSync(file, JSON.stringify({ registrationEnabled: 'yes please' }));
      source.reload();
      expect(source.current().registrationEnabled).toBe(false);
    } finally {
      source.close();
    }
  });
});
