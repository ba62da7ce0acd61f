import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The /login byte budget, run by `npm test` after the shell's build (deterministic: bytes only,
 * no timings). /login runs the shell's code and no remote's page code, so its JS is bounded by
 * every script the shell's build emits (initial and lazy chunks), gzip -9. (Marketing's pop-up
 * content, from its own origin, comes on top; `npm run bench` measures the whole page.)
 *
 *   LIMIT_GZIP_BYTES  what fails the build today: 180.4 kB measured on 23 Nov 2026 plus 3 %, then
 *                     raised to 188 kB on 24 Nov for the login defence (186.2 kB measured): the
 *                     proof-of-work solver a challenged login loads (altcha/lib, a lazy chunk the
 *                     shell emits, counted here though a member who is not challenged never
 *                     fetches it), the redirect sanitizer and the pop-up discipline. Any growth
 *                     is still a conscious decision (raise it in review).
 *   TARGET_GZIP_BYTES issue 9's target; printed as a warning while the limit is above it.
 */
const LIMIT_GZIP_BYTES = 188_000;
const TARGET_GZIP_BYTES = 150_000;

const ROOT = path.join(import.meta.dirname, '..', '..');
const jsDir = path.join(ROOT, 'shell', 'dist', 'static', 'js');

/** What a chunk holds, from markers that survive minification. */
const KNOWN: [marker: string, name: string][] = [
  ['.createRoot=function', 'react-dom/client'],
  ['may be used only in the context of a <Router>', 'react-router'],
  ['findDOMNode:null', 'react-dom'],
  ['.useState=function', 'react'],
  ['__FEDERATION__', 'module federation runtime'],
];

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? scripts(path.join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

let files: string[];
try {
  files = scripts(jsDir);
} catch {
  process.stderr.write(`No shell build at ${jsDir}: build the shell first (pnpm exec turbo run build).\n`);
  process.exit(1);
}
const sized = files
  .map((file) => {
    const body = readFileSync(file);
    const holds = KNOWN.filter(([marker]) => body.includes(marker)).map(([, name]) => name);
    return { file: path.relative(ROOT, file), gzip: gzipSync(body, { level: 9 }).length, holds };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = sized.reduce((sum, file) => sum + file.gzip, 0);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const biggest = sized
  .slice(0, 6)
  .map(
    (file) => `  ${kB(file.gzip).padStart(9)}  ${file.file}${file.holds.length ? `  (${file.holds.join(', ')})` : ''}`,
  )
  .join('\n');

if (total > LIMIT_GZIP_BYTES) {
  process.stderr.write(
    `/login JS budget exceeded: ${kB(total)} gzip > ${kB(LIMIT_GZIP_BYTES)} (target ${kB(TARGET_GZIP_BYTES)}).\nBiggest contributors:\n${biggest}\n` +
      'Split what the login page does not need into lazy chunks, or raise LIMIT_GZIP_BYTES in bench/src/check-budget.ts with a reason.\n',
  );
  process.exit(1);
}
process.stdout.write(
  `/login JS: ${kB(total)} gzip in ${sized.length} files, within the ${kB(LIMIT_GZIP_BYTES)} limit` +
    (total > TARGET_GZIP_BYTES ? ` but above the ${kB(TARGET_GZIP_BYTES)} target; biggest:\n${biggest}\n` : '.\n'),
);
