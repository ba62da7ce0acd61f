import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which scripts a route of the composed portal downloads beyond the monolith's, from a bench run's
 * results (bench/results.json or, after `npm run bench -- --bytes-only`, bench/results-bytes.json):
 * per route, every script of each build with its gzip -9 size, the composed-only ones marked `+`
 * and the monolith-only ones `-` (matched by file name without its hash), and the difference.
 *
 *   node bench/src/composed-extra.ts [results file]
 */
interface Script {
  url: string;
  gzip: number;
}
interface Route {
  route: string;
  js: { gzip: number };
  scripts: Script[];
}

const file = process.argv[2] ?? path.join(import.meta.dirname, '..', 'results-bytes.json');
const results = JSON.parse(readFileSync(file, 'utf8')) as { routes: Route[]; monolith?: { routes: Route[] } };
if (!results.monolith) throw new Error(`${file} has no monolith run`);

/** A script by what it is, not its build: origin-free path, the content hash dropped. */
const nameOf = (url: string): string => new URL(url).pathname.replace(/\.[0-9a-f]{8,}\.js$/, '.js');
const kB = (bytes: number): string => (bytes / 1000).toFixed(1).padStart(6);

for (const composed of results.routes) {
  const monolith = results.monolith.routes.find((route) => route.route === composed.route);
  if (!monolith) continue;
  const both = new Set(composed.scripts.map((script) => nameOf(script.url)));
  const inMonolith = new Set(monolith.scripts.map((script) => nameOf(script.url)));
  console.log(
    `${composed.route}: composed ${kB(composed.js.gzip)} kB, monolith ${kB(monolith.js.gzip)} kB, ` +
      `difference ${kB(composed.js.gzip - monolith.js.gzip)} kB (×${(composed.js.gzip / monolith.js.gzip).toFixed(2)})`,
  );
  for (const script of composed.scripts) {
    console.log(`  ${inMonolith.has(nameOf(script.url)) ? ' ' : '+'} ${kB(script.gzip)}  ${nameOf(script.url)}`);
  }
  for (const script of monolith.scripts.filter((item) => !both.has(nameOf(item.url)))) {
    console.log(`  - ${kB(script.gzip)}  ${nameOf(script.url)} (monolith)`);
  }
}
