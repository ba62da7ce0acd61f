import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCE = readFileSync(path.join(import.meta.dirname, 'lent-on-demand.ts'), 'utf8');
const REMOTES = readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));

/** The chunk each lent module goes to, as lent-on-demand.ts names it. */
const chunkOf = new Map(
  [...SOURCE.matchAll(/webpackChunkName: "([^"]+)" \*\/\s*'([^']+)'/g)].map(([, chunk = '', request = '']) => [
    request,
    chunk,
  ]),
);

/** The remotes whose sources import `request` (a remote is a top-level `mfe-*` folder). */
function importersOf(request: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string, remote: string): void => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      if (item.name === 'node_modules' || item.name === 'dist') continue;
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full, remote);
      else if (/\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name)) {
        if (readFileSync(full, 'utf8').includes(`'${request}'`)) found.add(remote);
      }
    }
  };
  for (const remote of REMOTES) walk(path.join(ROOT, remote), remote);
  return [...found];
}

describe('the chunks of the modules lent on demand', () => {
  it('names a chunk for every lent module', () => {
    expect(chunkOf.size).toBeGreaterThan(10);
  });

  it('puts modules in one chunk only when the same remotes borrow them, so no page loads a call it does not use', () => {
    const byChunk = new Map<string, string[]>();
    for (const [request, chunk] of chunkOf) byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), request]);
    const shared = [...byChunk].filter(([, requests]) => requests.length > 1);
    expect(shared.map(([chunk]) => chunk)).toEqual(['lent-api-client-account-calls']);
    for (const [chunk, requests] of shared) {
      for (const request of requests) expect(importersOf(request), `${request} in ${chunk}`).toEqual(['mfe-account']);
    }
  });
});
