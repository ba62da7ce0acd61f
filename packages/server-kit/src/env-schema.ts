import * as v from 'valibot';

/**
 * The one way every server of the portal reads its environment: each variable is a valibot
 * schema from a string to its typed value, with its documentation beside it. The whole
 * environment is read once, at start; every variable that is wrong is named on a line of its
 * own and the process stops, so nothing ever runs with NaN or a silently ignored spelling.
 */

/** A schema from the variable's text to its value; `v.InferOutput` of it is the setting's type. */
export type ValueSchema<T> = v.GenericSchema<string, T>;

/** One environment variable. */
export interface Setting<T = unknown> {
  schema: ValueSchema<T>;
  /** Why the setting exists and what it changes: shown in .env.example and the README's table. */
  doc: string;
  /** The value used when it is unset or empty, written as it would be set (parsed like a set value). */
  default?: string;
  /** What happens when it is unset, where no single value says it (a derived default). */
  unset?: string;
  /** Start-up stops when it is unset. */
  required?: true;
  /** Its value is never repeated in an error message (secrets). */
  secret?: true;
}

/** The variables one server reads, by name. */
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own value type; `unknown` would erase it.
export type SettingSpecs = Record<string, Setting<any>>;

/** A setting's value: always there with a default or when required, else possibly undefined. */
type ValueOf<S> =
  S extends Setting<infer T> ? (S extends { default: string } | { required: true } ? T : T | undefined) : never;

/** The values read from an environment by `readSettings(specs, env)`. */
export type SettingsValues<S extends SettingSpecs> = {
  [K in keyof S]: ValueOf<S[K]>;
};

/**
 * Defines one variable. The spec's type is kept as written, so a default or `required`
 * makes its value non-optional in `SettingsValues`.
 */
export function setting<T, const O extends Omit<Setting<T>, 'schema'>>(
  schema: ValueSchema<T>,
  options: O,
): O & Setting<T> {
  return { schema, ...options };
}

/** Stops start-up: one line per bad variable, each naming it and what it accepts. */
export class SettingsError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
    this.name = 'SettingsError';
  }
}

/** A parse that either returns the value or says, in words, why the text is not one. */
export type Parse<T> = (raw: string) => { value: T } | { refusal: string };

/** A schema from a parse function; its refusal is the issue's message (for a setting of its own kind). */
export function parsing<T>(parse: Parse<T>): ValueSchema<T> {
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = parse(dataset.value);
      if ('refusal' in result) {
        addIssue({ message: result.refusal });
        return NEVER;
      }
      return result.value;
    }),
  ) as ValueSchema<T>;
}

const WHOLE = /^\d+$/;

/** The range a whole number is refused outside of, in words. */
function rangeText(min: number, max: number | undefined, unit: string): string {
  const of = unit ? ` of ${unit}` : '';
  return max === undefined ? `a whole number${of} of at least ${min}` : `a whole number${of} from ${min} to ${max}`;
}

/** Reads "8s", "1.5 m", "500ms" as milliseconds, for the hint that says what to write instead. */
function durationWithUnitMs(raw: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h)$/i.exec(raw.trim());
  if (!match) return undefined;
  const factor: Record<string, number> = { ms: 1, s: 1_000, sec: 1_000, m: 60_000, min: 60_000, h: 3_600_000 };
  return Number(match[1]) * (factor[(match[2] ?? '').toLowerCase()] ?? Number.NaN);
}

/**
 * A whole number of `unit` (none for counts), at least `min` and at most `max`. Signs, decimals,
 * exponents and units are refused: `8s` for a `_MS` variable is a mistake to name, not NaN.
 */
export function wholeNumber(options: { min: number; max?: number; unit?: string }): ValueSchema<number> {
  const { min, max, unit = '' } = options;
  return parsing((raw) => {
    const text = raw.trim();
    const value = Number(text);
    if (WHOLE.test(text) && value >= min && (max === undefined || value <= max)) return { value };
    return { refusal: `must be ${rangeText(min, max, unit)}, got "${raw}"` };
  });
}

/**
 * A duration in whole milliseconds (variables named `…_MS`). A value written with a unit gets
 * the number to write instead: `8s` → "write 8000".
 */
export function durationMs(options: { min: number; max?: number }): ValueSchema<number> {
  const number = wholeNumber({ ...options, unit: 'milliseconds' });
  return parsing((raw) => {
    const result = v.safeParse(number, raw);
    if (result.success) return { value: result.output };
    const inMs = durationWithUnitMs(raw);
    const hint = inMs !== undefined && Number.isInteger(inMs) ? ` (for ${raw.trim()} write ${inMs})` : '';
    return { refusal: `${result.issues[0].message}${hint}` };
  });
}

/** A duration in whole seconds (variables named `…_SECONDS`). */
export function durationSeconds(options: { min: number; max?: number }): ValueSchema<number> {
  const number = wholeNumber({ ...options, unit: 'seconds' });
  return parsing((raw) => {
    const result = v.safeParse(number, raw);
    if (result.success) return { value: result.output };
    const inMs = durationWithUnitMs(raw);
    const hint =
      inMs !== undefined && Number.isInteger(inMs / 1_000) ? ` (for ${raw.trim()} write ${inMs / 1_000})` : '';
    return { refusal: `${result.issues[0].message}${hint}` };
  });
}

/** A TCP port, 1 to 65535. */
export function port(): ValueSchema<number> {
  return parsing((raw) => {
    const text = raw.trim();
    const value = Number(text);
    if (WHOLE.test(text) && value >= 1 && value <= 65_535) return { value };
    return { refusal: `must be a port number from 1 to 65535, got "${raw}"` };
  });
}

/** An on/off setting: exactly `true` or `false`. */
export function boolean(): ValueSchema<boolean> {
  return parsing((raw) => {
    if (raw === 'true') return { value: true };
    if (raw === 'false') return { value: false };
    return { refusal: `must be true or false, got "${raw}"` };
  });
}

/**
 * A number-or-off setting (a limit whose 0 turns it off): a whole number of at least `min`, or
 * the word `off`, read as 0. The one place `off` is a value, because it is not a yes/no.
 */
export function wholeNumberOrOff(options: { min: number }): ValueSchema<number> {
  return parsing((raw) => {
    if (raw.trim() === 'off') return { value: 0 };
    const text = raw.trim();
    const value = Number(text);
    if (WHOLE.test(text) && value >= options.min) return { value };
    return { refusal: `must be ${rangeText(options.min, undefined, '')} or off, got "${raw}"` };
  });
}

/**
 * An origin, `scheme://host[:port]` over http or https: what browsers send in Origin. A trailing
 * slash is accepted and dropped; a path, query, fragment or credentials are refused (links built
 * from it would point somewhere else, and Origin checks would fail every request).
 */
export function origin(): ValueSchema<string> {
  return parsing((raw) => {
    const refusal = `must be an origin such as https://portal.example.com (scheme, host and port only), got "${raw}"`;
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      return { refusal };
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) return { refusal };
    return { value: url.origin };
  });
}

/** An http(s) URL (a server to call), without the trailing slash. */
export function httpUrl(): ValueSchema<string> {
  return parsing((raw) => {
    try {
      const url = new URL(raw.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') return { value: raw.trim().replace(/\/$/, '') };
    } catch {
      // refused below
    }
    return { refusal: `must be an http:// or https:// URL, got "${raw}"` };
  });
}

/** One of a fixed list of words. */
export function oneOf<const W extends string>(words: readonly W[]): ValueSchema<W> {
  return parsing((raw) =>
    (words as readonly string[]).includes(raw)
      ? { value: raw as W }
      : { refusal: `must be one of ${words.join(', ')}, got "${raw}"` },
  );
}

/** Any text of at least `minLength` characters. */
export function text(options: { minLength?: number } = {}): ValueSchema<string> {
  const minLength = options.minLength ?? 1;
  return parsing((raw) =>
    raw.length >= minLength ? { value: raw } : { refusal: `must be at least ${minLength} characters long` },
  );
}

/** The log levels of pino (Fastify's logger), quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** The line that names a bad variable: its name, then what is wrong (never a secret's value). */
function problemLine(name: string, spec: Setting<unknown>, message: string, raw: string | undefined): string {
  const shown = spec.secret && raw !== undefined ? message.replaceAll(raw, '…') : message;
  return `${name} ${shown}`;
}

/**
 * Reads `specs` from `env`: an empty variable counts as unset (a `.env` line `X=` keeps the
 * default). Throws a `SettingsError` listing every bad or missing variable, one line each.
 */
export function readSettings<S extends SettingSpecs>(
  specs: S,
  env: Record<string, string | undefined>,
): SettingsValues<S> {
  const entries: Record<string, v.GenericSchema> = {};
  for (const [name, spec] of Object.entries(specs) as Array<[string, Setting<unknown>]>) {
    // A required variable's absence is its own message; the others run their default through the same parse.
    entries[name] = (
      spec.required ? v.pipe(v.string('must be set'), spec.schema) : v.optional(spec.schema, spec.default)
    ) as v.GenericSchema;
  }
  // Every name is present (undefined when unset), so a missing required one gets its own message.
  const input: Record<string, string | undefined> = {};
  for (const name of Object.keys(specs)) {
    const raw = env[name];
    input[name] = raw === '' ? undefined : raw;
  }
  const result = v.safeParse(v.object(entries), input, { abortPipeEarly: true });
  if (result.success) return result.output as SettingsValues<S>;
  const problems = new Map<string, string>();
  for (const issue of result.issues) {
    const name = String(issue.path?.[0]?.key ?? '');
    if (problems.has(name)) continue;
    problems.set(name, problemLine(name, specs[name] as Setting<unknown>, issue.message, input[name]));
  }
  throw new SettingsError([...problems.values()]);
}

/** A setting as documented: its name, default, and why it exists. */
export interface SettingDoc {
  name: string;
  /** The default as written, the derived default's description, or "required". */
  default: string;
  /** Whether `default` is a value as one would write it (else a description of what unset means). */
  defaultIsValue: boolean;
  doc: string;
}

/** The documentation of `specs`, in their order (the README's table and .env.example are made from it). */
export function describeSettings(specs: SettingSpecs): SettingDoc[] {
  return Object.entries(specs).map(([name, spec]) => ({
    name,
    default: spec.required ? 'required' : (spec.default ?? spec.unset ?? 'unset'),
    defaultIsValue: !spec.required && spec.default !== undefined,
    doc: spec.doc,
  }));
}

/**
 * Runs a server's settings reader at start: on a SettingsError, writes `<service> cannot start:`
 * and one line per bad variable to stderr and exits with code 1, with no stack (the lines are
 * the whole story). Any other error is thrown on.
 */
export function settingsOrExit<T>(service: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(
      `${service} cannot start: ${error.problems.length === 1 ? '' : '\n  '}${error.problems.join('\n  ')}\n`,
    );
    process.exit(1);
  }
}
