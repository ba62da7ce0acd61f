import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/**
 * A script's `--name value` options, read with `node:util`'s `parseArgs` (strict: an unknown
 * option or a missing value is an error). `--help` prints `usage` and exits 0; an error prints
 * the error and `usage` and exits 2, so a mistyped flag never runs the script with defaults.
 */
export function parseOptions<T extends ParseArgsOptionsConfig>({
  options,
  usage,
  positionals: allowPositionals = false,
  args = process.argv.slice(2),
}: {
  options: T;
  usage: string;
  /** Whether words that are not options are accepted (a command, a remote's name). */
  positionals?: boolean;
  args?: string[];
}): {
  values: ReturnType<typeof parseArgs<{ options: T; args: string[]; allowPositionals: true }>>['values'];
  positionals: string[];
} {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage.trim()}\n`);
    process.exit(0);
  }
  try {
    // pnpm passes the `--` of `npm run x -- …` through: it separates nothing here.
    const { values, positionals } = parseArgs({
      options,
      args: args.filter((arg) => arg !== '--'),
      allowPositionals,
      strict: true,
    });
    return { values, positionals };
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage.trim()}\n`);
    process.exit(2);
  }
}
