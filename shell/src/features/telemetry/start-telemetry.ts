import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { routeLabelOf, UNKNOWN_VERSION } from '@portal/contracts/telemetry';
import { setTelemetrySink } from './report-telemetry.ts';
import { sendBeacon } from './send-beacon.ts';
import { createTelemetryQueue } from './telemetry-queue.ts';
import { tagsFor } from './telemetry-tags.ts';

/**
 * Real-user telemetry for this page load, when it is sampled (`telemetrySampleRate` of
 * /config.json, decided once here so loads and errors are sampled alike): the page load itself,
 * its Core Web Vitals tagged with the route it was loaded on and that route's remote and version,
 * and every promise rejection nothing handled. Remote loads and failures and route-boundary
 * errors are reported where they happen (reportTelemetry). Batches go by beacon; the last one
 * when the page is hidden or left.
 */
export function startTelemetry(
  config: Pick<RuntimeConfig, 'telemetrySampleRate'>,
  random: () => number = Math.random,
): void {
  if (!(random() < config.telemetrySampleRate)) return;
  const queue = createTelemetryQueue(sendBeacon);
  setTelemetrySink(queue.add);

  const loadedOn = window.location.pathname;
  // The page load, as the shell's: each remote's own load is reported when its code arrives.
  queue.add({ type: 'load', route: routeLabelOf(loadedOn), remote: 'shell', version: UNKNOWN_VERSION });
  // The version is read when the vital is reported, by when the route's remote has loaded.
  const vital = (metric: { name: string; value: number }): void => {
    if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS' && metric.name !== 'TTFB') return;
    queue.add({
      type: 'vital',
      name: metric.name,
      value: Math.min(600_000, Math.max(0, metric.value)),
      ...tagsFor(loadedOn),
    });
  };
  // The vitals library comes in a chunk of its own, once the page has loaded and is idle: it reads the
  // browser's buffered performance entries, so starting it late loses nothing, and /login's first
  // load stays without it (docs/performance.md, the /login budget).
  const startVitals = (): void =>
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      onLCP(vital);
      onINP(vital);
      onCLS(vital);
      onTTFB(vital);
    });
  const whenIdle = (): void =>
    void (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000)))(startVitals);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });

  window.addEventListener('unhandledrejection', () =>
    queue.add({ type: 'unhandled-rejection', ...tagsFor(window.location.pathname) }),
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
}
