import { describe, expect, it } from 'vitest';
import { walletsForDevice } from './wallets-for-device.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPADOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('walletsForDevice', () => {
  it('offers Google Wallet alone on Android (a .pkpass opens nowhere there)', () => {
    expect(walletsForDevice(ANDROID, 5)).toEqual(['google']);
  });

  it('offers Apple Wallet alone on an iPhone, and on an iPad that asks for desktop pages', () => {
    expect(walletsForDevice(IPHONE, 5)).toEqual(['apple']);
    expect(walletsForDevice(IPADOS, 5)).toEqual(['apple']);
  });

  it('offers both on a computer, a Mac without touch included', () => {
    expect(walletsForDevice(IPADOS, 0)).toEqual(['apple', 'google']);
    expect(walletsForDevice(WINDOWS, 0)).toEqual(['apple', 'google']);
    expect(walletsForDevice(LINUX, 0)).toEqual(['apple', 'google']);
  });

  it('offers both when the browser says nothing it recognises', () => {
    expect(walletsForDevice('', 0)).toEqual(['apple', 'google']);
  });
});
