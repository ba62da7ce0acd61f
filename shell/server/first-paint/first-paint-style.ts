import { createHash } from 'node:crypto';

/**
 * The styles of the chrome the BFF draws in the page before any script runs (first-paint-chrome.ts):
 * the header bar and the page's skeleton, with the design tokens of the shell's stylesheet (which
 * blocks rendering, so it is there at the first paint). Inline, so no request stands between the
 * HTML and the first paint; allowed by its hash in the page's CSP (FIRST_PAINT_STYLE_HASH), never
 * by 'unsafe-inline'. The sizes are the shell's own (header.module.css, layout.module.css,
 * sidebar.module.css): React replaces this chrome with its own at the same places.
 */
export const FIRST_PAINT_STYLE = [
  '.fp-header{height:var(--ir-header-height);background:var(--ir-color-surface);border-bottom:1px solid var(--ir-color-border)}',
  '.fp-bar{box-sizing:border-box;max-width:1280px;height:100%;margin:0 auto;padding:0 var(--ir-space-3);display:flex;align-items:center;gap:var(--ir-space-2)}',
  '.fp-brand{display:inline-flex;align-items:center;gap:var(--ir-space-2);margin-right:auto;font-weight:800;font-size:1.125rem;color:var(--ir-color-brand);white-space:nowrap}',
  '.fp-mark{display:inline-grid;place-items:center;width:40px;height:40px;border-radius:50%;background:var(--ir-color-accent);color:var(--ir-color-text)}',
  '.fp-button{width:5rem;height:44px;border:2px solid var(--ir-color-border);border-radius:var(--ir-radius-sm)}',
  '.fp-layout{box-sizing:border-box;min-height:calc(100vh - var(--ir-header-height));max-width:1280px;margin:0 auto;padding:var(--ir-space-4) var(--ir-space-3)}',
  '.fp-with-sidebar{display:grid;gap:var(--ir-space-4);align-content:start}',
  '.fp-login .fp-main{max-width:30rem;margin:0 auto}',
  '.fp-form .fp-main{max-width:34rem;margin:0 auto}',
  '.fp-sidebar{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:var(--ir-space-2) var(--ir-space-3);align-items:center;padding:var(--ir-space-3) var(--ir-space-4);border-radius:var(--ir-radius);background:var(--ir-color-brand)}',
  '.fp-main{display:grid;gap:var(--ir-space-4)}',
  '.fp-bone{display:block;height:1rem;border-radius:var(--ir-radius-sm);background:#e8ecea}',
  '.fp-sidebar .fp-bone{background:rgb(255 255 255 / 30%)}',
  '.fp-wide{grid-column:1/-1;width:9rem;height:1.25rem}',
  '.fp-number{width:6rem}',
  '.fp-points{width:5rem;height:1.5rem}',
  '.fp-title{width:60%;height:2rem}',
  '.fp-line{width:85%}',
  '.fp-card{height:8rem;border-radius:var(--ir-radius);background:var(--ir-color-surface);box-shadow:var(--ir-shadow)}',
  '.fp-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  '@media (min-width:640px){.fp-bar{padding:0 var(--ir-space-4);gap:var(--ir-space-4)}.fp-brand{font-size:1.25rem}.fp-layout{padding:var(--ir-space-5) var(--ir-space-4)}}',
  '@media (min-width:768px){.fp-layout{padding:var(--ir-space-6) var(--ir-space-5)}}',
  '@media (min-width:1024px){.fp-with-sidebar{gap:var(--ir-space-5);grid-template-columns:260px minmax(0,1fr);align-items:start}.fp-sidebar{display:grid;grid-template-columns:1fr;padding:var(--ir-space-5)}.fp-points{height:2.625rem}}',
  '@media (min-width:1367px){.fp-layout{max-width:1320px}}',
  // The shell hides the name where it would crowd the header (header.module.css).
  '@media (max-width:374px),(min-width:1024px) and (max-width:1279px){.fp-name{display:none}}',
].join('');

/** The CSP source that allows FIRST_PAINT_STYLE, and no other inline <style>. */
export const FIRST_PAINT_STYLE_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_STYLE).digest('base64')}'`;
