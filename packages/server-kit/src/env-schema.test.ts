import { describe, expect, it } from 'vitest';
import {
  boolean,
  describeSettings,
  durationMs,
  durationSeconds,
  httpUrl,
  oneOf,
  origin,
  port,
  readSettings,
  SettingsError,
  setting,
  text,
  wholeNumber,
  wholeNumberOrOff,
} from './env-schema.ts';

/** The message one bad value of `spec` stops start-up with. */
function refusal(spec: ReturnType<typeof setting>, raw: string): string {
  try {
    readSettings({ X: spec }, { X: raw });
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`"${raw}" was accepted`);
}

const read = <T>(spec: ReturnType<typeof setting<T, { doc: string }>>, raw: string | undefined) =>
  readSettings({ X: spec }, { X: raw }).X;

describe('the shared setting types', () => {
  it('reads whole numbers within bounds and names the variable and the range otherwise', () => {
    const count = setting(wholeNumber({ min: 1, max: 10 }), { doc: 'a count' });
    expect(read(count, '7')).toBe(7);
    expect(read(count, ' 10 ')).toBe(10);
    for (const bad of ['0', '11', '-1', '2.5', '1e1', 'ten', '0x5']) {
      expect(refusal(count, bad)).toBe(`X must be a whole number from 1 to 10, got "${bad}"`);
    }
  });

  it('refuses a duration written with a unit, and says the number to write', () => {
    const timeout = setting(durationMs({ min: 1 }), { doc: 'a timeout' });
    expect(read(timeout, '8000')).toBe(8000);
    expect(refusal(timeout, '8s')).toBe(
      'X must be a whole number of milliseconds of at least 1, got "8s" (for 8s write 8000)',
    );
    expect(refusal(timeout, 'soon')).toBe('X must be a whole number of milliseconds of at least 1, got "soon"');
    const ttl = setting(durationSeconds({ min: 1 }), { doc: 'a lifetime' });
    expect(read(ttl, '900')).toBe(900);
    expect(refusal(ttl, '15m')).toBe(
      'X must be a whole number of seconds of at least 1, got "15m" (for 15m write 900)',
    );
  });

  it('reads ports from 1 to 65535 only', () => {
    const p = setting(port(), { doc: 'a port' });
    expect(read(p, '3000')).toBe(3000);
    for (const bad of ['-1', '0', '65536', '30 00', 'http']) {
      expect(refusal(p, bad)).toBe(`X must be a port number from 1 to 65535, got "${bad}"`);
    }
  });

  it('reads true and false, and refuses every other spelling by name', () => {
    const flag = setting(boolean(), { doc: 'a switch' });
    expect(read(flag, 'true')).toBe(true);
    expect(read(flag, 'false')).toBe(false);
    for (const bad of ['on', 'off', 'enable', '1', 'yes', 'TRUE']) {
      expect(refusal(flag, bad)).toBe(`X must be true or false, got "${bad}"`);
    }
  });

  it('reads a number-or-off limit, off being 0', () => {
    const limit = setting(wholeNumberOrOff({ min: 0 }), { doc: 'a limit' });
    expect(read(limit, 'off')).toBe(0);
    expect(read(limit, '600')).toBe(600);
    expect(refusal(limit, 'none')).toBe('X must be a whole number of at least 0 or off, got "none"');
  });

  it('reads an origin without its trailing slash, and refuses one with a path, query or other scheme', () => {
    const o = setting(origin(), { doc: 'an origin' });
    expect(read(o, 'https://portal.example.com/')).toBe('https://portal.example.com');
    expect(read(o, 'http://localhost:3000')).toBe('http://localhost:3000');
    for (const bad of ['https://portal.example.com/app', 'https://x.com/?a=1', 'ftp://x.com', 'portal.example.com']) {
      expect(refusal(o, bad)).toBe(
        `X must be an origin such as https://portal.example.com (scheme, host and port only), got "${bad}"`,
      );
    }
  });

  it('reads http URLs, enums and text, refusing what they are not', () => {
    expect(read(setting(httpUrl(), { doc: '' }), 'http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000');
    expect(refusal(setting(httpUrl(), { doc: '' }), 'localhost:4000')).toBe(
      'X must be an http:// or https:// URL, got "localhost:4000"',
    );
    expect(read(setting(oneOf(['file', 'redis']), { doc: '' }), 'redis')).toBe('redis');
    expect(refusal(setting(oneOf(['file', 'redis']), { doc: '' }), 'Redis')).toBe(
      'X must be one of file, redis, got "Redis"',
    );
    expect(refusal(setting(text({ minLength: 4 }), { doc: '' }), 'abc')).toBe('X must be at least 4 characters long');
  });
});

describe('readSettings', () => {
  const specs = {
    COUNT: setting(wholeNumber({ min: 1 }), { doc: 'how many', default: '5' }),
    FLAG: setting(boolean(), { doc: 'a switch', default: 'false' }),
    NAME: setting(text(), { doc: 'a name' }),
    SECRET: setting(text({ minLength: 8 }), { doc: 'a secret', required: true, secret: true }),
  };

  it('applies defaults through the same parse, and treats an empty variable as unset', () => {
    expect(readSettings(specs, { SECRET: 'long enough', COUNT: '' })).toEqual({
      COUNT: 5,
      FLAG: false,
      NAME: undefined,
      SECRET: 'long enough',
    });
  });

  it('names every bad or missing variable on a line of its own, and never repeats a secret', () => {
    const read = () => readSettings(specs, { COUNT: 'NaN', FLAG: 'on', SECRET: 'short' });
    expect(read).toThrow(SettingsError);
    expect(() => read()).toThrow(
      [
        'COUNT must be a whole number of at least 1, got "NaN"',
        'FLAG must be true or false, got "on"',
        'SECRET must be at least 8 characters long',
      ].join('\n'),
    );
    expect(() => readSettings(specs, {})).toThrow(/^SECRET must be set$/);
  });

  it('describes each variable with its default', () => {
    expect(describeSettings(specs)).toEqual([
      { name: 'COUNT', default: '5', defaultIsValue: true, doc: 'how many' },
      { name: 'FLAG', default: 'false', defaultIsValue: true, doc: 'a switch' },
      { name: 'NAME', default: 'unset', defaultIsValue: false, doc: 'a name' },
      { name: 'SECRET', default: 'required', defaultIsValue: false, doc: 'a secret' },
    ]);
  });
});
