import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { FIRST_PAINT_STYLE_HASH } from '../first-paint/first-paint-style.ts';

/** Where Google Analytics 4 loads from and reports to, allowed only while ANALYTICS_ID is set. */
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', ANALYTICS_SCRIPT];

/** Where browsers post CSP violations (routes/bff-telemetry.ts). */
const CSP_REPORT_PATH = '/bff/telemetry/csp';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The page's Content-Security-Policy: scripts, styles, images and manifest fetches only from the
 * shell itself and the remote origins /config.json names right now (so switching a remote's
 * origin needs no restart), and the page's inline styles by their hashes; no inline script (the config block is JSON, which never runs), no
 * eval, no plugins, no framing, no <base> tricks. Inline style attributes are allowed because
 * React's `style` prop needs them; they cannot run code.
 */
export function contentSecurityPolicy(
  config: RuntimeConfig,
  options: {
    production: boolean;
    nonce?: string | undefined;
    /** The page's `<style>` elements besides the first paint's (first-paint/inline-stylesheet.ts), by hash. */
    styleHashes?: readonly string[];
  },
): string {
  const remotes = [
    ...new Set([...Object.values(config.remotes), ...(config.popUpSource ? [config.popUpSource] : [])].map(originOf)),
  ].filter((origin): origin is string => origin !== null);
  const analytics = config.analyticsId !== null;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // A streamed member's page: React's instructions that put each part in place, by this
    // response's nonce; no other inline script runs.
    [
      'script-src',
      [
        "'self'",
        ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
        ...remotes,
        ...(analytics ? [ANALYTICS_SCRIPT] : []),
      ],
    ],
    // Inline <style> only by hash: the chrome painted before any script runs, and the stylesheets
    // the page carries instead of linking them (the shell's, the drawn page's, the pop-up's).
    ['style-src', ["'self'", FIRST_PAINT_STYLE_HASH, ...new Set(options.styleHashes ?? []), ...remotes]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...remotes, ...(analytics ? ['https://*.google-analytics.com'] : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...remotes, ...(analytics ? ANALYTICS_CONNECT : [])]],
    // The captcha's proof-of-work runs in a worker it may create from a blob.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(options.production ? ([['upgrade-insecure-requests', []]] as Array<[string, string[]]>) : []),
    // Violations are counted per directive on /metrics. `report-uri` only: with a `report-to`
    // beside it, Chromium ignores `report-uri` and queues reports in the Reporting API, which
    // delivered none within two minutes in our e2e (headless Chromium 156). The endpoint reads the
    // Reporting API's format too, so adding `report-to` later is this line and a header.
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** For everything that is not a page (JSON, assets): nothing may run or frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The service worker's own policy (a worker is held to the CSP its script came with): it runs no
 * other script and fetches only from the shell and the remote origins /config.json names — the
 * vouchers remote's code it keeps for offline use, and the shell's pages and files.
 */
export function serviceWorkerContentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = [...new Set(Object.values(config.remotes).map(originOf))].filter(
    (origin): origin is string => origin !== null,
  );
  return `default-src 'none'; connect-src 'self' ${remotes.join(' ')}; frame-ancestors 'none'`.replace(' ;', ';');
}
