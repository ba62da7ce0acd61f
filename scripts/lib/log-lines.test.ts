import { describe, expect, it } from 'vitest';
import { prettyLogLine } from './log-lines.ts';

const at = new Date(2026, 10, 26, 14, 5, 9).getTime();

describe('prettyLogLine', () => {
  it('shows a pino line as time, level, message and the other fields, on one line', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'Server listening at http://127.0.0.1:4000',
      reqId: 'req-1',
      res: { statusCode: 200 },
    });
    expect(prettyLogLine(line)).toBe(
      '14:05:09 INFO  Server listening at http://127.0.0.1:4000 reqId=req-1 res={"statusCode":200}',
    );
  });

  it('keeps an error to its type, message and first frame', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'request failed',
      err: {
        type: 'TypeError',
        message: 'x is undefined',
        stack: 'TypeError: x is undefined\n    at f (a.ts:1:2)\n    at g',
      },
    });
    expect(prettyLogLine(line)).toBe('14:05:09 ERROR request failed err="TypeError: x is undefined (at f (a.ts:1:2))"');
    expect(prettyLogLine(line)).not.toContain('\n');
  });

  it('passes through what is not a pino line', () => {
    for (const line of ['plain text', '{not json', '{"a":1}', '']) expect(prettyLogLine(line)).toBe(line);
  });
});
