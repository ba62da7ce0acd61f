import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configDocsState } from './lib/config-docs.ts';
import { parseOptions } from './lib/parse-options.ts';
import { ROOT } from './lib/processes.ts';

/**
 * `node scripts/config-docs.ts`: writes `.env.example` and the README's settings table from the
 * BFF's and the provider's settings schemas. `--check` writes nothing and exits 1 when either
 * is out of date (the scripts' unit tests check the same).
 */
const {
  values: { check },
} = parseOptions({
  options: { check: { type: 'boolean', default: false } },
  usage: 'usage: node scripts/config-docs.ts [--check]',
});

const stale = configDocsState().filter(({ current, wanted }) => current !== wanted);
for (const { file, wanted } of stale) {
  const name = path.relative(ROOT, file);
  if (check) process.stderr.write(`${name} is out of date: run node scripts/config-docs.ts\n`);
  else {
    writeFileSync(file, wanted);
    process.stdout.write(`wrote ${name}\n`);
  }
}
if (check && stale.length > 0) process.exit(1);
if (stale.length === 0) process.stdout.write('.env.example and the README settings table are up to date\n');
