import { describe, expect, it } from 'vitest';
import { rateLimitedErrorLog, rateLimitedReport, redisErrorReason } from './redis-client.ts';

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

describe('rateLimitedReport', () => {
  it('tells each kind at once and then once per interval, however the kinds alternate', () => {
    const told: string[] = [];
    let now = 0;
    const report = rateLimitedReport<{ command: string }>(
      ({ command }, skipped) => told.push(`${command} ${skipped}`),
      ({ command }) => command,
      60_000,
      () => now,
    );
    for (let i = 0; i < 40; i++, now += 1_000) report({ command: i % 2 ? 'get' : 'evalsha' });
    expect(told).toEqual(['evalsha 0', 'get 0']);
    now = 61_000;
    report({ command: 'evalsha' });
    report({ command: 'get' });
    expect(told).toEqual(['evalsha 0', 'get 0', 'evalsha 19', 'get 19']);
  });
});

describe('redisErrorReason', () => {
  it('tells a timeout, a lost connection and an error reply apart', () => {
    expect(redisErrorReason(new Error('Command timed out'))).toBe('timeout');
    expect(redisErrorReason(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(
      'connection',
    );
    expect(redisErrorReason(new Error('Connection is closed.'))).toBe('connection');
    expect(redisErrorReason(new Error('connect ECONNREFUSED 127.0.0.1:6390'))).toBe('connection');
    const reply = Object.assign(new Error("NOPERM this user has no permissions to run the 'flushall' command"), {
      name: 'ReplyError',
    });
    expect(redisErrorReason(reply)).toBe('reply');
    expect(redisErrorReason(new Error('something else'))).toBe('other');
  });
});
