/** Where the shell's telemetry goes (shell/server/routes/bff-telemetry.ts). */
export const TELEMETRY_PATH = '/bff/telemetry';

/** The most bodies held while the browser is offline (a page reports at most 100 events anyway). */
const MAX_HELD_WHILE_OFFLINE = 20;
let heldWhileOffline: string[] = [];

function post(body: string): void {
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

/**
 * Posts a telemetry body with navigator.sendBeacon, which the browser delivers even while the
 * page unloads; when the browser refuses it (its beacon quota is full), a keepalive fetch instead.
 *
 * Offline (a member at a till without signal), the body waits for the connection to come back
 * instead: a beacon sent offline is lost anyway, and the browser logs each one as a failed load.
 * If the page is closed before then, what waited is dropped — telemetry is best effort.
 */
export function sendBeacon(body: string): void {
  if (navigator.onLine !== false) {
    post(body);
    return;
  }
  if (heldWhileOffline.length === 0)
    window.addEventListener(
      'online',
      () => {
        const held = heldWhileOffline;
        heldWhileOffline = [];
        for (const waiting of held) post(waiting);
      },
      { once: true },
    );
  if (heldWhileOffline.length < MAX_HELD_WHILE_OFFLINE) heldWhileOffline.push(body);
}
