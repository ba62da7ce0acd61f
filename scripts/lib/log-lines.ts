/**
 * The servers log JSON (pino, through Fastify): right for the fleet and production, where a
 * collector reads it, hard to read in a terminal. `npm start` and `npm run dev` show each line
 * through `prettyLogLine`: one line per event, time, level and message first, then the other
 * fields as key=value. Lines that are not pino's JSON pass through unchanged.
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that say nothing to a person at a terminal. */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

/** A field's value on one line: strings bare unless they hold spaces, objects as compact JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** An error field: its type and message, the stack's first frame, on the one line. */
function errorText(error: Record<string, unknown>): string {
  const frame = typeof error.stack === 'string' ? error.stack.split('\n')[1]?.trim() : undefined;
  return `${error.type ?? 'Error'}: ${error.message ?? ''}${frame ? ` (${frame})` : ''}`;
}

/** `HH:MM:SS` of a pino time (ms since the epoch), in the machine's time zone. */
function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

/** One pino JSON line made readable; any other line unchanged. */
export function prettyLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number') return line;
  const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) =>
      key === 'err' && value && typeof value === 'object'
        ? `err=${JSON.stringify(errorText(value as Record<string, unknown>))}`
        : `${key}=${valueText(value)}`,
    );
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  return [clock(entry.time), level, message, ...fields].filter(Boolean).join(' ');
}
