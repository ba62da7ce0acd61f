import { SettingsError } from '../env-schema.ts';

/**
 * For a settings test: `problems(env)` is the lines start-up stops with when `read` refuses `env`
 * (a SettingsError's problems). Settings that are accepted, or any other error, fail the test.
 */
export function settingsProblems<Env>(read: (env: Env) => unknown): (env: Env) => string[] {
  return (env) => {
    try {
      read(env);
    } catch (error) {
      if (error instanceof SettingsError) return error.problems;
      throw error;
    }
    throw new Error('the settings were accepted');
  };
}
