// Draws the portal's home-screen icons into shell/public/icons/ (committed; run again after a
// change of the brand colours): the programme's gold star on the brand green of
// packages/ui/src/tokens.css. "any" icons are a rounded square; "maskable" ones fill the square and
// keep the star inside the central 80 % circle the platforms' masks never cut (W3C manifest spec).
//   node shell/scripts/make-app-icons.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const tokens = readFileSync(path.join(import.meta.dirname, '../../packages/ui/src/tokens.css'), 'utf8');
const token = (name: string): [number, number, number] => {
  const hex = new RegExp(`--ir-color-${name}:\\s*#([0-9a-f]{6})`, 'i').exec(tokens)?.[1];
  if (!hex) throw new Error(`tokens.css has no --ir-color-${name}`);
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
};
const BRAND = token('brand');
const ACCENT = token('accent');

/** A five-pointed star's corners around (cx, cy). */
function star(cx: number, cy: number, outer: number): Array<[number, number]> {
  const inner = outer * 0.42;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

function inside(x: number, y: number, polygon: Array<[number, number]>): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as [number, number];
    const [xj, yj] = polygon[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

function insideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of one icon, 4×4 samples a pixel so the edges are smooth. */
function draw(size: number, maskable: boolean): Buffer {
  // Maskable: the star's points stay within 0.4 × size of the centre (the 80 % safe circle).
  const shape = star(size / 2, size * 0.53, size * (maskable ? 0.3 : 0.36));
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let background = 0;
      let foreground = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = x + (sx + 0.5) / samples;
          const py = y + (sy + 0.5) / samples;
          if (!maskable && !insideRoundedSquare(px, py, size, size * 0.18)) continue;
          if (inside(px, py, shape)) foreground++;
          else background++;
        }
      }
      const total = samples * samples;
      const covered = background + foreground;
      const at = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) {
        const value = covered === 0 ? 0 : ((BRAND[c] ?? 0) * background + (ACCENT[c] ?? 0) * foreground) / covered;
        pixels[at + c] = Math.round(value);
      }
      pixels[at + 3] = Math.round((255 * covered) / total);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.join(import.meta.dirname, '../public/icons');
mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(path.join(out, `icon-${size}.png`), png(size, draw(size, false)));
  writeFileSync(path.join(out, `maskable-${size}.png`), png(size, draw(size, true)));
}
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
