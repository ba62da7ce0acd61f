// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { runScriptsAfterPaint } from './scripts-after-paint.ts';

const FILES = ['/static/js/lib-react.1.js', '/static/js/lib-router.2.js', '/static/js/index.3.js'];
const PRELOADS = ['http://localhost:3002/v/1/remoteEntry.js', '/static/js/async/federation-runtime.4.js'];

/**
 * A page as the BFF sends a page it draws (its scripts and script preloads listed in a JSON
 * block), still being parsed or not, shown or not, and a window whose paint the test makes happen.
 */
function page(
  options: {
    parsed?: boolean;
    hidden?: boolean;
    paintTiming?: boolean;
    block?: string;
    /** The page's `fetchpriority="high"` pictures, each decoded when its promise settles. */
    pictures?: Promise<void>[];
  } = {},
) {
  const doc = document.implementation.createHTMLDocument('login');
  doc.head.innerHTML = `<script id="portal-after-paint-scripts" type="application/json">${options.block ?? JSON.stringify({ scripts: FILES, preloads: PRELOADS })}</script>`;
  // One picture the page need not wait for (not its first), and its first ones.
  doc.body.append(Object.assign(doc.createElement('img'), { decode: () => new Promise(() => undefined) }));
  for (const decoded of options.pictures ?? []) {
    const picture = Object.assign(doc.createElement('img'), { decode: () => decoded });
    picture.setAttribute('fetchpriority', 'high');
    doc.body.append(picture);
  }
  Object.defineProperty(doc, 'readyState', {
    value: options.parsed === false ? 'loading' : 'interactive',
    configurable: true,
  });
  Object.defineProperty(doc, 'visibilityState', { value: options.hidden ? 'hidden' : 'visible', configurable: true });
  let paint: () => void = () => undefined;
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
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
    setTimeout: (callback: () => void, ms: number) => (ms > 0 ? timers : frames).push(callback),
  } as unknown as Window & typeof globalThis;
  // What it adds, kept out of the document: the test browser would try to load it.
  const added: Array<HTMLScriptElement | HTMLLinkElement> = [];
  doc.head.append = (...nodes: Array<Node | string>) => {
    added.push(...(nodes as Array<HTMLScriptElement | HTMLLinkElement>));
  };
  runScriptsAfterPaint(doc, win);
  const scripts = () =>
    added
      .filter((node): node is HTMLScriptElement => node.tagName === 'SCRIPT')
      .map((script) => ({ src: new URL(script.src).pathname, async: script.async }));
  const preloads = () =>
    added
      .filter((node): node is HTMLLinkElement => node.tagName === 'LINK')
      .map((link) => ({ href: link.href, rel: link.rel, as: link.as, crossorigin: link.hasAttribute('crossorigin') }));
  const order = () => added.map((node) => node.tagName);
  const parse = () => {
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    doc.dispatchEvent(new Event('DOMContentLoaded'));
  };
  const nextFrames = () => {
    for (const frame of frames.splice(0)) frame();
  };
  const timePasses = () => {
    for (const timer of timers.splice(0)) timer();
  };
  return { scripts, preloads, order, paint: () => paint(), parse, nextFrames, timePasses };
}

/** Every promise settled that can be: the test's real task queue, past its microtasks. */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Each script is added in a task of its own (next-task.ts): what was added once they all are. */
const added = async <T>(read: () => T[], count: number): Promise<T[]> => {
  await vi.waitFor(() => expect(read().length).toBeGreaterThanOrEqual(count));
  await settled();
  return read();
};

describe('runScriptsAfterPaint', () => {
  it('runs no script before the first paint, then each one, in order, as deferred scripts run', async () => {
    const login = page();
    await settled();
    expect(login.scripts()).toEqual([]);
    login.paint();
    expect(await added(login.scripts, FILES.length)).toEqual(FILES.map((src) => ({ src, async: false })));
    // Once: a second paint adds nothing.
    login.paint();
    await settled();
    expect(login.scripts()).toHaveLength(FILES.length);
  });

  it('asks for the script preloads first, as classic-script preloads, then the scripts, each in a task of its own', async () => {
    const drawn = page();
    expect(drawn.preloads()).toEqual([]);
    drawn.paint();
    // The preloads at once, in the paint's task; the scripts after it.
    expect(drawn.order()).toEqual(['LINK', 'LINK']);
    expect(await added(drawn.order, 5)).toEqual(['LINK', 'LINK', 'SCRIPT', 'SCRIPT', 'SCRIPT']);
    expect(drawn.preloads()).toEqual(
      PRELOADS.map((file) => ({
        href: new URL(file, document.baseURI).href,
        rel: 'preload',
        as: 'script',
        crossorigin: false,
      })),
    );
  });

  it('runs them a while after the page is parsed when no paint is ever reported, not before', async () => {
    const blank = page({ parsed: false });
    blank.timePasses();
    await settled();
    expect(blank.scripts()).toEqual([]);
    blank.parse();
    await settled();
    expect(blank.scripts()).toEqual([]);
    blank.timePasses();
    expect((await added(blank.scripts, FILES.length)).map((script) => script.src)).toEqual(FILES);
  });

  it('adds nothing but strings, and nothing when the block cannot be read', async () => {
    const odd = page({ block: JSON.stringify({ scripts: [FILES[0], 7, { src: 'x' }], preloads: 'no' }) });
    odd.paint();
    expect(await added(odd.order, 1)).toEqual(['SCRIPT']);
    const broken = page({ block: '{"scripts": [' });
    broken.paint();
    await settled();
    expect(broken.order()).toEqual([]);
  });

  it('waits for the page to be parsed too: a link not yet parsed would be missed', async () => {
    const login = page({ parsed: false });
    login.paint();
    await settled();
    expect(login.scripts()).toEqual([]);
    login.parse();
    expect((await added(login.scripts, FILES.length)).map((script) => script.src)).toEqual(FILES);
  });

  it('runs them at once on a page in a background tab, which is never painted', async () => {
    const login = page({ hidden: true });
    expect((await added(login.scripts, FILES.length)).map((script) => script.src)).toEqual(FILES);
  });

  it('in a background tab, runs them as soon as the page is parsed', async () => {
    const login = page({ parsed: false, hidden: true });
    await settled();
    expect(login.scripts()).toEqual([]);
    login.parse();
    expect(await added(login.scripts, FILES.length)).toHaveLength(FILES.length);
  });

  it('waits for the first pictures to be decoded and drawn in a frame, whichever of them fails', async () => {
    let decoded: () => void = () => undefined;
    const rewards = page({
      pictures: [new Promise<void>((resolve) => (decoded = resolve)), Promise.reject(new Error('404'))],
    });
    rewards.paint();
    await settled();
    rewards.nextFrames();
    expect(rewards.scripts()).toEqual([]);
    decoded();
    // The decodes settle, then a frame draws them, then the scripts.
    await settled();
    expect(rewards.scripts()).toEqual([]);
    rewards.nextFrames();
    rewards.nextFrames();
    expect((await added(rewards.scripts, FILES.length)).map((script) => script.src)).toEqual(FILES);
    // Once: the bound passing later adds nothing.
    rewards.timePasses();
    await settled();
    expect(rewards.scripts()).toHaveLength(FILES.length);
  });

  it('waits a bounded while for a first picture that never arrives', async () => {
    const rewards = page({ pictures: [new Promise<void>(() => undefined)] });
    rewards.paint();
    await settled();
    expect(rewards.scripts()).toEqual([]);
    rewards.timePasses();
    expect((await added(rewards.scripts, FILES.length)).map((script) => script.src)).toEqual(FILES);
  });

  it('without Paint Timing, runs them after the next frame', async () => {
    const login = page({ paintTiming: false });
    await settled();
    expect(login.scripts()).toEqual([]);
    login.nextFrames();
    login.nextFrames();
    expect((await added(login.scripts, FILES.length)).map((script) => script.src)).toEqual(FILES);
  });
});
