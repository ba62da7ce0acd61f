import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawnPopUp, DrawnPopUpMoment } from '@portal/contracts/pop-up-visit';
import type { RemoteName } from '@portal/contracts/route-map';
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
  /** A returning visitor's login pop-up or a member's dashboard one, when it shows (drawn-pop-up.tsx); absent from a build without it. */
  drawPopUp?: (moment: DrawnPopUpMoment) => DrawnPopUp | null;
}

/** Renderer workers by default (SERVER_RENDER_WORKERS): one page at a time each. */
export const SERVER_RENDER_WORKERS = 2;
/** How long a remote's page may take to its first HTML by default (SERVER_RENDER_BUDGET_MS). */
export const SERVER_RENDER_BUDGET_MS = 300;

/**
 * How long after the request a member's streamed page waits, at most, to send its first HTML
 * whole (shell/src/server-pages/first-flush.ts): the chrome's own target (docs/performance.md,
 * "Server rendering"). A page whole by then has no boundary for React to reveal later.
 */
export const WHOLE_PAGE_WAIT_MS = 50;

/** The pages the server build renders, the label of their metrics: /login, or a remote's page. */
type ServerPageName = 'login' | RemoteName;

/**
 * Why a page the BFF renders was drawn by the browser alone: its render threw (`error`), its
 * server build is missing, refused or could not be loaded (`unavailable`), its remote's manifest
 * was not read afresh in time (`no-manifest`: the origin slow or down, so the BFF cannot tell which
 * version this visitor is given), it was not ready within the budget (`slow`), its worker died
 * (`crashed`), the member's account or points could not be read for it (`member`: their address
 * over its request ceiling, or the provider failing), or it is a page the browser must decide
 * (`signed-out`: a member's page without a session, or one whose session needs a refresh;
 * `writes`: a loader that sends a write, such as an e-mail link's verification, which only the
 * browser may send; `browser-only`: a page whose handle says only the browser may load it;
 * `redirect`; `loader-error`). SERVER_RENDER=false is no fallback: nothing is counted.
 */
const SERVER_RENDER_FALLBACKS = [
  'error',
  'unavailable',
  'no-manifest',
  'slow',
  'crashed',
  'member',
  'signed-out',
  'writes',
  'browser-only',
  'redirect',
  'loader-error',
] as const;
export type ServerRenderFallback = (typeof SERVER_RENDER_FALLBACKS)[number];

/** A renderer's reason as a metrics label: one of the known ones, or `error`. */
export function fallbackLabel(reason: string): ServerRenderFallback {
  return (SERVER_RENDER_FALLBACKS as readonly string[]).includes(reason) ? (reason as ServerRenderFallback) : 'error';
}

/** Told how each server render went (the BFF's metrics, telemetry/server-metrics.ts), per page and version. */
export interface ServerRenderObserver {
  rendered(page: ServerPageName, seconds: number, version?: string): void;
  fellBack(page: ServerPageName, reason: ServerRenderFallback, version?: string): void;
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
    return {
      pages: {
        renderLoginPage: loaded.renderLoginPage,
        ...(typeof loaded.drawPopUp === 'function' ? { drawPopUp: loaded.drawPopUp } : {}),
      },
    };
  } catch (error) {
    return { problem: `${file} could not be loaded (${String(error)}): pages are rendered in the browser only.` };
  }
}
