import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing. HTML is left out: the BFF fills index.html in per request. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` (quality 11) and `file.gz` (level 9) beside a file when they are smaller. */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Production builds ship brotli and gzip copies of every text asset, compressed once at the
 * highest levels, so the BFF (@fastify/static preCompressed) and the remote origins serve them
 * without compressing per request — smaller than on-the-fly compression and no CPU per hit.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'portal:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        // A server build is read from disk by the BFF, never sent to a browser (it may sit inside
        // the page's folder, dist/server).
        const serverDirs = Object.values(environments)
          .filter((environment) => environment.config.output.target === 'node')
          .map((environment) => `${environment.distPath}${path.sep}`);
        for (const environment of Object.values(environments)) {
          if (environment.config.output.target === 'node') continue;
          const files = (await filesUnder(environment.distPath)).filter(
            (file) => COMPRESSIBLE.test(file) && !serverDirs.some((dir) => file.startsWith(dir)),
          );
          await Promise.all(files.map(precompressFile));
        }
      });
    },
  };
}
