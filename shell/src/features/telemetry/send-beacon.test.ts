import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendBeacon, TELEMETRY_PATH } from './send-beacon.ts';

const texts = (calls: unknown[][]): Promise<string[]> => Promise.all(calls.map(([, blob]) => (blob as Blob).text()));

describe('sendBeacon', () => {
  let browser: { onLine: boolean; sendBeacon: ReturnType<typeof vi.fn> };
  let window: EventTarget;
  beforeEach(() => {
    browser = { onLine: true, sendBeacon: vi.fn(() => true) };
    window = new EventTarget();
    vi.stubGlobal('navigator', browser);
    vi.stubGlobal('window', window);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends at once while online', async () => {
    sendBeacon('{"events":[1]}');
    expect(browser.sendBeacon).toHaveBeenCalledTimes(1);
    expect(browser.sendBeacon.mock.calls[0]?.[0]).toBe(TELEMETRY_PATH);
    expect(await texts(browser.sendBeacon.mock.calls)).toEqual(['{"events":[1]}']);
  });

  it('holds what is sent offline and sends it, once and in order, when the connection is back', async () => {
    browser.onLine = false;
    sendBeacon('{"events":[1]}');
    sendBeacon('{"events":[2]}');
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    browser.onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(await texts(browser.sendBeacon.mock.calls)).toEqual(['{"events":[1]}', '{"events":[2]}']);
    window.dispatchEvent(new Event('online'));
    expect(browser.sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('holds at most 20 bodies while offline', () => {
    browser.onLine = false;
    for (let body = 0; body < 30; body++) sendBeacon(`{"events":[${body}]}`);
    browser.onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(browser.sendBeacon).toHaveBeenCalledTimes(20);
  });
});
