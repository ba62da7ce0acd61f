// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const URL_A = 'http://localhost:3001/mf-manifest.json';
const URL_B = 'http://localhost:3002/mf-manifest.json';

/** A page as the BFF sends it, with remote manifests inline. */
function pageWith(inline: string): void {
  document.head.innerHTML = `<script id="portal-manifest" type="application/json">${inline}</script>`;
}

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
});

describe("the page's inline manifest", () => {
  it('is handed to the runtime once, for its own URL only (a Retry reads the origin again)', async () => {
    pageWith(JSON.stringify([{ url: URL_A, manifest: { name: 'mfe_account' } }]));
    const { takeInlineManifest } = await import('./inline-manifest.ts');
    expect(takeInlineManifest('http://localhost:3002/mf-manifest.json')).toBeUndefined();
    expect(takeInlineManifest(`${URL_A}?t=1`)).toEqual({ name: 'mfe_account' });
    expect(takeInlineManifest(URL_A)).toBeUndefined();
  });

  it("carries the other remotes' manifests too, each taken once by its own URL", async () => {
    pageWith(
      JSON.stringify([
        { url: URL_A, manifest: { name: 'mfe_account' } },
        { url: URL_B, manifest: { name: 'mfe_rewards' } },
      ]),
    );
    const { takeInlineManifest } = await import('./inline-manifest.ts');
    expect(takeInlineManifest(URL_B)).toEqual({ name: 'mfe_rewards' });
    expect(takeInlineManifest(URL_B)).toBeUndefined();
    expect(takeInlineManifest(URL_A)).toEqual({ name: 'mfe_account' });
  });

  it('can be read by the idle prefetch and is still there for the runtime to take', async () => {
    pageWith(JSON.stringify([{ url: URL_A, manifest: { name: 'mfe_account' } }]));
    const { peekInlineManifest, takeInlineManifest } = await import('./inline-manifest.ts');
    expect(peekInlineManifest(`${URL_A}?t=1`)).toEqual({ name: 'mfe_account' });
    expect(peekInlineManifest(URL_B)).toBeUndefined();
    expect(takeInlineManifest(URL_A)).toEqual({ name: 'mfe_account' });
    expect(peekInlineManifest(URL_A)).toBeUndefined();
  });

  it('is ignored when missing or unreadable: the runtime fetches the manifest as before', async () => {
    pageWith('[{"url":"not a url","manifest":{}}]');
    expect((await import('./inline-manifest.ts')).takeInlineManifest(URL_A)).toBeUndefined();
    vi.resetModules();
    document.head.innerHTML = '';
    expect((await import('./inline-manifest.ts')).takeInlineManifest(URL_A)).toBeUndefined();
  });
});
