// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { HELD_SCRIPTS_ID } from '@portal/contracts/scripts-after-paint';
import { describe, expect, it, vi } from 'vitest';
import { loadScriptsAfterPaint } from './scripts-after-paint.ts';

/** A parsed page, with the block when `held` is given; what its head asks for. */
function page(held?: unknown, visibility: DocumentVisibilityState = 'visible') {
  const doc = document.implementation.createHTMLDocument('page');
  // On screen unless said (a document made here counts as hidden): it paints before its scripts start.
  Object.defineProperty(doc, 'visibilityState', { value: visibility });
  if (held !== undefined) {
    const block = doc.createElement('script');
    block.id = HELD_SCRIPTS_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify(held);
    doc.head.append(block);
  }
  const asked = () =>
    [...doc.head.querySelectorAll('script[src], link[rel="preload"]')].map((node) =>
      node instanceof HTMLScriptElement
        ? { script: node.getAttribute('src'), async: node.async }
        : { preload: node.getAttribute('href'), as: node.getAttribute('as') },
    );
  return { doc, asked };
}

describe('scripts after the first paint', () => {
  it('asks for nothing before the paint, then the preloads and the scripts in their order', async () => {
    vi.useFakeTimers();
    const { doc, asked } = page({
      scripts: ['/static/js/lib-react.1.js', '/static/js/index.2.js'],
      preloads: ['/r.js'],
    });
    loadScriptsAfterPaint(doc);
    expect(asked()).toEqual([]);
    // The animation frame (just before the paint), then the task after it.
    await vi.advanceTimersToNextFrame();
    await vi.runOnlyPendingTimersAsync();
    expect(asked()).toEqual([
      { preload: '/r.js', as: 'script' },
      { script: '/static/js/lib-react.1.js', async: false },
      { script: '/static/js/index.2.js', async: false },
    ]);
    vi.useRealTimers();
  });

  it('does nothing on a page without the block, or with a block that is not a list', async () => {
    vi.useFakeTimers();
    const none = page();
    loadScriptsAfterPaint(none.doc);
    const bad = page({ scripts: 'index.js', preloads: { href: '/r.js' } });
    loadScriptsAfterPaint(bad.doc);
    await vi.advanceTimersToNextFrame();
    await vi.runAllTimersAsync();
    expect(none.asked()).toEqual([]);
    expect(bad.asked()).toEqual([]);
    vi.useRealTimers();
  });

  it('starts at once on a hidden page, which paints nothing', () => {
    const { doc, asked } = page({ scripts: ['/static/js/index.2.js'], preloads: [] }, 'hidden');
    loadScriptsAfterPaint(doc);
    expect(asked()).toEqual([{ script: '/static/js/index.2.js', async: false }]);
  });
});
