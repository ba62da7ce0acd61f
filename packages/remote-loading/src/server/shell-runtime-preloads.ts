import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_PRELOADS_FILE } from '../build/shell-preloads.ts';

/** A script of the shell's own build, as the page requests it: a root-relative path under /static/. */
const OWN_SCRIPT = /^\/static\/js\/[\w./-]+\.js$/;
/** A stylesheet of the shell's own build. */
const OWN_STYLE = /^\/static\/css\/[\w./-]+\.css$/;

const listOf = (value: unknown, pattern: RegExp): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && pattern.test(item)) ? value : undefined;

/**
 * What the shell's build listed in `shell-preloads.json` (packages/remote-loading/src/build/shell-preloads.ts):
 * the scripts of its federation runtime chunk group, for the preloads of a page a remote owns, and
 * the pop-up's stylesheets, for a page the BFF draws a pop-up into. Read once, when the BFF
 * starts: the build beside it does not change under it. A build without the file (an older
 * build, or the test BFF's) or with one that does not read as such lists gets neither, and
 * `problem` says why for the log.
 */
export function shellRuntimePreloads(staticDir: string): {
  scripts: string[];
  popUpStyles: string[];
  problem?: string;
} {
  const file = path.join(staticDir, SHELL_PRELOADS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { scripts: [], popUpStyles: [], problem: `${file} is missing: the federation runtime is not preloaded` };
  }
  try {
    const json = JSON.parse(text) as { federationRuntime?: unknown; popUpStyles?: unknown };
    const scripts = listOf(json.federationRuntime, OWN_SCRIPT);
    if (scripts) return { scripts, popUpStyles: listOf(json.popUpStyles, OWN_STYLE) ?? [] };
  } catch {
    // Read as malformed below.
  }
  return {
    scripts: [],
    popUpStyles: [],
    problem: `${file} is not a list of the shell's scripts: the federation runtime is not preloaded`,
  };
}
