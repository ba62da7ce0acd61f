import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_PRELOADS_FILE } from '../build/shell-preloads.ts';
import { shellRuntimePreloads } from './shell-runtime-preloads.ts';

const buildWith = (json: unknown): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-preloads-'));
  writeFileSync(path.join(dir, SHELL_PRELOADS_FILE), JSON.stringify(json));
  return dir;
};

describe("the shell build's list, as the BFF reads it", () => {
  it('gives the federation runtime’s scripts and the pop-up’s stylesheets', () => {
    const dir = buildWith({
      federationRuntime: ['/static/js/async/federation-runtime.1.js'],
      popUpStyles: ['/static/css/async/pop-up-offer.cf89264f31.css'],
    });
    expect(shellRuntimePreloads(dir)).toEqual({
      scripts: ['/static/js/async/federation-runtime.1.js'],
      popUpStyles: ['/static/css/async/pop-up-offer.cf89264f31.css'],
    });
  });

  it('takes only the build’s own files: a stylesheet elsewhere is no pop-up stylesheet', () => {
    const dir = buildWith({
      federationRuntime: ['/static/js/async/federation-runtime.1.js'],
      popUpStyles: ['https://elsewhere.test/x.css'],
    });
    expect(shellRuntimePreloads(dir).popUpStyles).toEqual([]);
  });

  it('says why when the list is missing or not one', () => {
    const missing = mkdtempSync(path.join(tmpdir(), 'shell-preloads-'));
    expect(shellRuntimePreloads(missing)).toMatchObject({ scripts: [], popUpStyles: [], problem: /is missing/ });
    expect(shellRuntimePreloads(buildWith({ federationRuntime: 'no' }))).toMatchObject({
      scripts: [],
      problem: /is not a list/,
    });
  });
});
