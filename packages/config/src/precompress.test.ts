import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFile } from './precompress.ts';

const dirs: string[] = [];
const tempFile = (name: string, body: string): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return file;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressed build assets', () => {
  it('writes brotli and gzip copies that decompress to the original', async () => {
    const body = 'export const points = [1, 2, 3];\n'.repeat(200);
    const file = tempFile('index.abc123.js', body);
    await precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(body);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(body);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  });

  it('leaves small files alone (a compressed copy would not pay for itself)', async () => {
    const file = tempFile('tiny.js', 'export {};\n');
    await precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
