import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { providerOpenApiDocument } from '@portal/contracts/provider/openapi/openapi-document';
import { parseOptions } from './lib/parse-options.ts';
import { say } from './lib/say.ts';

/**
 * `npm run openapi`: writes the provider contract, generated from the route table and the valibot
 * schemas of packages/contracts, to docs/provider-openapi.json (committed). Run it after changing
 * a provider schema or route: a contracts test fails while the committed file is behind.
 */
const USAGE = 'usage: npm run openapi   (writes docs/provider-openapi.json from packages/contracts)';
parseOptions({ options: {}, usage: USAGE });

const ROOT = path.dirname(import.meta.dirname);
const FILE = path.join(ROOT, 'docs', 'provider-openapi.json');

writeFileSync(FILE, `${JSON.stringify(providerOpenApiDocument(), null, 2)}\n`);
// Formatted as the repository's lint wants it, so `biome check` passes on the committed file.
execFileSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', FILE], { stdio: 'pipe' });
say(`wrote ${path.relative(ROOT, FILE)}`);
