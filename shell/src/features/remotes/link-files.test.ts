// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const urls = Array.from({ length: 10 }, (_, index) => `https://rewards.example/v/abc/static/js/async/${index}.js`);
const linked = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.href);

/** Idle callbacks the browser would run later, run by the test when it says so. */
let idle: Array<() => void> = [];
beforeEach(() => {
  vi.resetModules();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  // Each reading of the clock is a millisecond later: a slice (4 ms) links three files.
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now++);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('linking files to fetch', () => {
  it('links prefetches at idle moments, a slice at a time, each file once', async () => {
    const { linkFiles } = await import('./link-files.ts');
    linkFiles(urls, 'prefetch');
    // Not in the task that asked: at the next idle moment.
    expect(linked('prefetch')).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    const first = linked('prefetch');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(urls.length);
    // Asked again meanwhile: nothing twice, and no second round of idle callbacks.
    linkFiles(urls, 'prefetch');
    expect(idle).toHaveLength(1);
    while (idle.length > 0) idle.shift()?.();
    expect(linked('prefetch')).toEqual(urls);
  });

  it('links a preload at once, whatever the clock says, and never one the page already links', async () => {
    const { linkFiles } = await import('./link-files.ts');
    document.head.innerHTML = `<link rel="preload" as="script" href="${urls[0]}">`;
    linkFiles(urls, 'preload');
    expect(linked('preload')).toEqual(urls);
    expect(idle).toEqual([]);
  });
});
