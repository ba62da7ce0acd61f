import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The /login byte budget, run by `npm test` after the shell's build (deterministic: bytes only,
 * no timings). /login runs the shell's code and no remote's page code, so its JS is bounded by
 * every script the shell's build emits (initial and lazy chunks), gzip -9 — except the lazy chunk
 * of the federation runtime, which a page starts only when it needs a remote (never /login on a
 * first visit; docs/decisions.md, "The shell starts no federation runtime until a remote is
 * needed"). The runtime in an initial chunk (listed in index.html) fails the check: it would be
 * on every page again. (Marketing's pop-up content, for a returning visitor, comes on top; `npm
 * run bench` measures the whole page.)
 *
 *   LIMIT_GZIP_BYTES  what fails the build today: the last measured size plus about 1 %
 *                     (24 Nov 2026: 147.3 kB, after the runtime left the entry; it was 188 kB
 *                     with the runtime, 186.2 kB measured). It still counts the proof-of-work
 *                     solver a challenged login loads (a lazy chunk). Any growth is a conscious
 *                     decision (raise it in review).
 *   TARGET_GZIP_BYTES issue 9's target; printed as a warning while the limit is above it.
 */
const LIMIT_GZIP_BYTES = 149_000;
const TARGET_GZIP_BYTES = 150_000;

const ROOT = path.join(import.meta.dirname, '..', '..');
const distDir = path.join(ROOT, 'shell', 'dist');
const jsDir = path.join(distDir, 'static', 'js');
const RUNTIME_MARKER = '__FEDERATION__';

/** What a chunk holds, from markers that survive minification. */
const KNOWN: [marker: string, name: string][] = [
  ['.createRoot=function', 'react-dom/client'],
  ['may be used only in the context of a <Router>', 'react-router'],
  ['findDOMNode:null', 'react-dom'],
  ['.useState=function', 'react'],
  [RUNTIME_MARKER, 'module federation runtime'],
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
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const all = files.map((file) => {
  const body = readFileSync(file);
  const holds = KNOWN.filter(([marker]) => body.includes(marker)).map(([, name]) => name);
  const initial = indexHtml.includes(`/${path.relative(distDir, file).split(path.sep).join('/')}`);
  const runtime = body.includes(RUNTIME_MARKER);
  return { file: path.relative(ROOT, file), gzip: gzipSync(body, { level: 9 }).length, holds, initial, runtime };
});
const eagerRuntime = all.filter((file) => file.runtime && file.initial);
if (eagerRuntime.length > 0) {
  process.stderr.write(
    `The federation runtime is in the shell's entry again (${eagerRuntime.map((file) => file.file).join(', ')}): ` +
      'every page, /login too, would download and run it. Reach it only through features/remotes/lazy-federation.ts.\n',
  );
  process.exit(1);
}
const lazyRuntime = all.filter((file) => file.runtime);
const sized = all.filter((file) => !file.runtime).sort((a, b) => b.gzip - a.gzip);
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
const runtimeNote = lazyRuntime.length
  ? ` (not counted: the lazy federation runtime, ${kB(lazyRuntime.reduce((sum, file) => sum + file.gzip, 0))})`
  : '';
process.stdout.write(
  `/login JS: ${kB(total)} gzip in ${sized.length} files${runtimeNote}, within the ${kB(LIMIT_GZIP_BYTES)} limit` +
    (total > TARGET_GZIP_BYTES ? ` but above the ${kB(TARGET_GZIP_BYTES)} target; biggest:\n${biggest}\n` : '.\n'),
);
