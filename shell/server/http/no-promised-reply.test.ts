import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RULE_MESSAGE = 'awaiting a reply gives undefined';

/** What `biome lint` (with the repository's configuration and plugins) says of `source` as a BFF module. */
function lint(source: string): string {
  // Inside the repository, where biome.json applies (it refuses a file outside it); removed at once.
  const file = path.join(import.meta.dirname, `promised-reply-probe-${process.pid}.ts`);
  writeFileSync(file, source);
  try {
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=50', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * The lint rule of packages/config/biome/no-promised-reply.grit (biome.json's plugins): a helper
 * declared to resolve to Fastify's reply is refused, because awaiting a reply gives undefined —
 * the guard that once answered 429 and let every request through.
 */
describe('the no-promised-reply lint rule', () => {
  it('refuses a helper that resolves to the reply, as the old abuse guard did', () => {
    const said = lint(`import type { FastifyReply, FastifyRequest } from 'fastify';
export const guard = {
  async check(_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    return reply.status(429).send();
  },
};
export const refuse = async (reply: FastifyReply): Promise<FastifyReply> => reply.status(429).send();
`);
    expect(said.split(RULE_MESSAGE).length - 1).toBe(2);
  });

  it('lets a guard return a decision, a route return the reply it sends, and a typed hook be', () => {
    const said = lint(`import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
export type Decision = { allowed: true } | { allowed: false; retryAfterMs: number };
export async function decide(count: number): Promise<Decision> {
  return count > 5 ? { allowed: false, retryAfterMs: 1000 } : { allowed: true };
}
export function send(reply: FastifyReply): FastifyReply {
  return reply.status(429).send();
}
export const hook: onRequestAsyncHookHandler = async (_request, reply) => reply.status(403).send();
`);
    expect(said).not.toContain(RULE_MESSAGE);
    expect(said).toMatch(/Checked 1 file/);
  });
});
