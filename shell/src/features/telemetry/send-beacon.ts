/** Where the shell's telemetry goes (shell/server/routes/bff-telemetry.ts). */
export const TELEMETRY_PATH = '/bff/telemetry';

/**
 * Posts a telemetry body with navigator.sendBeacon, which the browser delivers even while the
 * page unloads; when the browser refuses it (its beacon quota is full), a keepalive fetch instead.
 */
export function sendBeacon(body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TELEMETRY_PATH, blob)) return;
  void fetch(TELEMETRY_PATH, {
    method: 'POST',
    body: blob,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}
