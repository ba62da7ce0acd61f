import { describe, expect, it } from 'vitest';
import { SettingsError } from '../env-schema.ts';
import { settingsProblems } from './settings-problems.ts';

describe('settingsProblems', () => {
  it('answers the lines of a SettingsError, and fails on accepted settings or any other error', () => {
    const problems = settingsProblems((env: Record<string, string>) => {
      if (env.BAD) throw new SettingsError(['BAD must not be set']);
      if (env.BROKEN) throw new TypeError('a bug');
      return {};
    });
    expect(problems({ BAD: '1' })).toEqual(['BAD must not be set']);
    expect(() => problems({})).toThrow('the settings were accepted');
    expect(() => problems({ BROKEN: '1' })).toThrow(TypeError);
  });
});
