import { describe, expect, it } from 'vitest';
import { code128Modules, code128Values } from './code128.ts';

describe('Code 128', () => {
  it('uses code set C for an even number of digits, with the mod-103 checksum', () => {
    // 105 + 1·12 + 2·34 + 3·56 + 4·78 = 665; 665 mod 103 = 47
    expect(code128Values('12345678')).toEqual([105, 12, 34, 56, 78, 47, 106]);
  });

  it('uses code set B for text', () => {
    // 'A' is 33 in set B: 104 + 1·33 = 137; 137 mod 103 = 34
    expect(code128Values('A')).toEqual([104, 33, 34, 106]);
    expect(code128Values('123')[0]).toBe(104); // odd digit count: B
  });

  it('draws 11 modules a symbol and 13 for the stop, starting and ending with a bar', () => {
    const modules = code128Modules('418273645501');
    expect(modules).toHaveLength(11 * 8 + 13); // start, 6 pairs, checksum, stop
    expect(modules.startsWith('1')).toBe(true);
    expect(modules.endsWith('11')).toBe(true);
    expect(modules).toMatch(/^[01]+$/);
  });

  it('refuses what it cannot encode', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('café')).toThrow(/cannot encode/);
  });
});
