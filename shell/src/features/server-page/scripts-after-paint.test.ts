// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runScriptsAfterPaint } from './scripts-after-paint.ts';

const FILES = ['/static/js/lib-react.1.js', '/static/js/lib-router.2.js', '/static/js/index.3.js'];

/**
 * A page as the BFF sends a signed-out /login (its scripts listed in a JSON block), still being
 * parsed or not, shown or not, and a window whose paint the test makes happen.
 */
function page(options: { parsed?: boolean; hidden?: boolean; paintTiming?: boolean } = {}) {
  const doc = document.implementation.createHTMLDocument('login');
  doc.head.innerHTML = `<script id="portal-after-paint-scripts" type="application/json">${JSON.stringify(FILES)}</script>`;
  Object.defineProperty(doc, 'readyState', {
    value: options.parsed === false ? 'loading' : 'interactive',
    configurable: true,
  });
  Object.defineProperty(doc, 'visibilityState', { value: options.hidden ? 'hidden' : 'visible', configurable: true });
  let paint: () => void = () => undefined;
  const frames: Array<() => void> = [];
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['resource'] : ['paint', 'resource'];
    constructor(callback: () => void) {
      paint = callback;
    }
    observe(): void {}
  }
  const win = {
    PerformanceObserver: options.paintTiming === false ? undefined : FakeObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => frames.push(callback),
  } as unknown as Window & typeof globalThis;
  // The scripts it adds, kept out of the document: the test browser would try to load them.
  const added: HTMLScriptElement[] = [];
  doc.head.append = (...nodes: Array<Node | string>) => {
    added.push(...(nodes as HTMLScriptElement[]));
  };
  runScriptsAfterPaint(doc, win);
  const scripts = () => added.map((script) => ({ src: new URL(script.src).pathname, async: script.async }));
  const parse = () => {
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    doc.dispatchEvent(new Event('DOMContentLoaded'));
  };
  const nextFrames = () => {
    for (const frame of frames.splice(0)) frame();
  };
  return { scripts, paint: () => paint(), parse, nextFrames };
}

describe('runScriptsAfterPaint', () => {
  it('runs no script before the first paint, then each one, in order, as deferred scripts run', () => {
    const login = page();
    expect(login.scripts()).toEqual([]);
    login.paint();
    expect(login.scripts()).toEqual(FILES.map((src) => ({ src, async: false })));
    // Once: a second paint adds nothing.
    login.paint();
    expect(login.scripts()).toHaveLength(FILES.length);
  });

  it('waits for the page to be parsed too: a link not yet parsed would be missed', () => {
    const login = page({ parsed: false });
    login.paint();
    expect(login.scripts()).toEqual([]);
    login.parse();
    expect(login.scripts().map((script) => script.src)).toEqual(FILES);
  });

  it('runs them at once on a page in a background tab, which is never painted', () => {
    const login = page({ hidden: true });
    expect(login.scripts().map((script) => script.src)).toEqual(FILES);
  });

  it('in a background tab, runs them as soon as the page is parsed', () => {
    const login = page({ parsed: false, hidden: true });
    expect(login.scripts()).toEqual([]);
    login.parse();
    expect(login.scripts()).toHaveLength(FILES.length);
  });

  it('without Paint Timing, runs them after the next frame', () => {
    const login = page({ paintTiming: false });
    expect(login.scripts()).toEqual([]);
    login.nextFrames();
    login.nextFrames();
    expect(login.scripts().map((script) => script.src)).toEqual(FILES);
  });
});
