import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_PRELOADS_FILE } from '../build/shell-preloads.ts';

/** A script of the shell's own build, as the page requests it: a root-relative path under /static/. */
const OWN_SCRIPT = /^\/static\/js\/[\w./-]+\.js$/;

/**
 * The scripts of the shell's federation runtime chunk group, as its build listed them in
 * `shell-preloads.json` (packages/remote-loading/src/build/shell-preloads.ts), for the preloads of a page a
 * remote owns. Read once, when the BFF starts: the build beside it does not change under it.
 * A build without the file (an older build, or the test BFF's) or with one that does not read
 * as such a list gets no runtime preload, and `problem` says why for the log.
 */
export function shellRuntimePreloads(staticDir: string): { scripts: string[]; problem?: string } {
  const file = path.join(staticDir, SHELL_PRELOADS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { scripts: [], problem: `${file} is missing: the federation runtime is not preloaded` };
  }
  try {
    const scripts = (JSON.parse(text) as { federationRuntime?: unknown }).federationRuntime;
    if (Array.isArray(scripts) && scripts.every((item) => typeof item === 'string' && OWN_SCRIPT.test(item))) {
      return { scripts };
    }
  } catch {
    // Read as malformed below.
  }
  return {
    scripts: [],
    problem: `${file} is not a list of the shell's scripts: the federation runtime is not preloaded`,
  };
}
