/**
 * A positive whole number from the environment, or the fallback when the variable is unset or
 * empty. Anything else stops the process at start with a message naming the variable, rather
 * than running with NaN.
 */
export function positiveIntegerFromEnv(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}
