// Writes biome.json's `overrides` from the boundary table (packages/config/src/boundaries.ts):
// run it after changing the table or adding a remote; boundaries.test.ts fails until it is run.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { boundaryOverrides } from '@portal/config/boundaries';
import { ROOT } from './lib/processes.ts';

const file = path.join(ROOT, 'biome.json');
const biome = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
biome.overrides = boundaryOverrides();
writeFileSync(file, `${JSON.stringify(biome, null, 2)}\n`);
execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', 'biome.json'], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.stdout.write('biome.json: overrides written from the boundary table\n');
