import path from 'node:path';
import { sharedDependencies } from '@portal/config/federation-shared';
import { describe, expect, it } from 'vitest';
import { LENT_MODULES } from './lent-modules.ts';

describe("the modules the renderer lends a remote's server build", () => {
  it("are the browser's shared list, but react-dom/client (no page is rendered with it on the server)", () => {
    const shared = Object.keys(sharedDependencies(path.join(import.meta.dirname, '..', '..'))).filter(
      (request) => request !== 'react-dom/client',
    );
    expect(Object.keys(LENT_MODULES).sort()).toEqual(shared.sort());
  });

  it("are this build's own copies: one React and one session store for the layout and the page", async () => {
    expect(LENT_MODULES['@portal/session/session-atoms']).toBe(await import('@portal/session/session-atoms'));
    expect(typeof (LENT_MODULES.react as { useState?: unknown }).useState).toBe('function');
  });
});
