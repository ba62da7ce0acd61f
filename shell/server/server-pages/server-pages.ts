import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import type { LoginRefusalShown } from '../routes/bff-login-form.ts';

/** Where the shell's server build is, under its static directory (never served: shell-assets.ts). */
export const SERVER_PAGES_DIR = 'server';

/**
 * The pages the BFF renders itself, from the shell's server build (shell/src/server-pages): the
 * same React components the browser draws, rendered to HTML. The shell's own code, built with
 * the BFF's shell; no other team's code runs here.
 */
export interface ServerPages {
  renderLoginPage(input: { config: RuntimeConfig; search: string; refusal?: LoginRefusalShown | undefined }): string;
}

/** The pages the server build renders: the label of their metrics. */
type ServerPageName = 'login';

/**
 * Why a page the BFF renders was drawn by the browser alone: its render threw (`error`), or the
 * server build is missing or could not be loaded (`unavailable`). SERVER_RENDER=false is no
 * fallback: nothing is counted.
 */
type ServerRenderFallback = 'error' | 'unavailable';

/** Told how each server render went (the BFF's metrics, telemetry/server-metrics.ts). */
export interface ServerRenderObserver {
  rendered(page: ServerPageName, seconds: number): void;
  fellBack(page: ServerPageName, reason: ServerRenderFallback): void;
}

/**
 * Loads the server build of the shell in `staticDir`, or says why not: the pages are then drawn
 * by the browser alone, as with SERVER_RENDER=false.
 */
export async function loadServerPages(staticDir: string): Promise<{ pages: ServerPages } | { problem: string }> {
  const file = path.join(staticDir, SERVER_PAGES_DIR, 'render-pages.js');
  if (!existsSync(file)) return { problem: `${file} is missing: pages are rendered in the browser only.` };
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<ServerPages>;
    if (typeof loaded.renderLoginPage !== 'function') return { problem: `${file} has no renderLoginPage.` };
    return { pages: { renderLoginPage: loaded.renderLoginPage } };
  } catch (error) {
    return { problem: `${file} could not be loaded (${String(error)}): pages are rendered in the browser only.` };
  }
}
