import { describe, expect, it } from 'vitest';
import { rateLimitedErrorLog } from './redis-client.ts';

describe('rateLimitedErrorLog', () => {
  it('writes each kind of error at once, a repeat at most once per interval with how many were left out', () => {
    const lines: string[] = [];
    let now = 0;
    const log = rateLimitedErrorLog(
      (line) => lines.push(line),
      60_000,
      () => now,
    );
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6390');
    for (let i = 0; i < 100; i++, now += 500) log(refused); // 50 s of reconnect attempts
    expect(lines).toEqual(['Redis client error: connect ECONNREFUSED 127.0.0.1:6390']);
    now = 60_000;
    log(refused);
    expect(lines[1]).toBe('Redis client error: connect ECONNREFUSED 127.0.0.1:6390 (99 more since)');
    log(new Error('WRONGPASS invalid username-password pair or user is disabled.'));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/WRONGPASS/);
  });
});
