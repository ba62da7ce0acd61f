import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDocsState, documentedSettings, renderEnvExample, withSettingsTable } from './lib/config-docs.ts';
import { ROOT } from './lib/processes.ts';

describe('the settings documentation', () => {
  it.each(configDocsState().map((state) => [path.relative(ROOT, state.file), state] as const))(
    '%s matches the settings schemas (run node scripts/config-docs.ts)',
    (_name, { current, wanted }) => {
      expect(current).toBe(wanted);
    },
  );

  it('documents every variable once, saying which server reads it', () => {
    const settings = documentedSettings();
    const names = settings.map((setting) => setting.name);
    expect(new Set(names).size).toBe(names.length);
    expect(settings.find((s) => s.name === 'PUBLIC_ORIGIN')?.readBy).toEqual(['BFF', 'provider']);
    expect(settings.find((s) => s.name === 'PROVIDER_TIMEOUT_MS')).toMatchObject({ default: '8000', readBy: ['BFF'] });
    expect(renderEnvExample()).toContain('\n# LOG_LEVEL=info\n');
  });

  it('refuses a README without the table markers rather than appending a table', () => {
    expect(() => withSettingsTable('# README\n')).toThrow(/no settings table markers/);
  });
});
