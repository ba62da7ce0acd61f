import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The pictures every pass carries: the programme's star (rendered from shell/src/favicon.svg). */
const FILES = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png'] as const;
const DIR = path.join(import.meta.dirname, '../../assets/wallet');

let images: Promise<Record<string, Buffer>> | undefined;

/** icon.png (required by Wallet) and logo.png at each scale, read once. */
export function passImages(): Promise<Record<string, Buffer>> {
  images ??= Promise.all(FILES.map(async (file) => [file, await readFile(path.join(DIR, file))] as const)).then(
    (entries) => Object.fromEntries(entries),
  );
  return images;
}
