import path from 'node:path';
import { sharedDependencies } from '@portal/config/federation-shared';
import { describe, expect, it } from 'vitest';
import { LENT_ON_DEMAND } from './lent-on-demand.ts';
import { SHARED_MODULES } from './shared-modules.ts';

describe('the modules the shell lends to the remotes', () => {
  it('are exactly the shared list of the config factory', () => {
    const shared = Object.keys(sharedDependencies(path.join(import.meta.dirname, '..', '..', '..'))).sort();
    expect([...Object.keys(SHARED_MODULES), ...Object.keys(LENT_ON_DEMAND)].sort()).toEqual(shared);
  });

  it('lend each module on demand as its own namespace, the one the shell would import', async () => {
    const vouchers = await LENT_ON_DEMAND['@portal/api-client/calls/vouchers']?.();
    expect(vouchers).toBe(await import('@portal/api-client/calls/vouchers'));
    const utils = (await LENT_ON_DEMAND['jotai/utils']?.()) as { atomWithStorage?: unknown };
    expect(typeof utils.atomWithStorage).toBe('function');
  });

  it("hand out CommonJS packages as their module.exports and ES modules as their namespace, as the plugin's provider does", () => {
    expect(typeof (SHARED_MODULES.react as { useState?: unknown }).useState).toBe('function');
    expect(typeof (SHARED_MODULES['react/jsx-runtime'] as { jsx?: unknown }).jsx).toBe('function');
    expect(typeof (SHARED_MODULES['react-dom/client'] as { createRoot?: unknown }).createRoot).toBe('function');
    expect(typeof (SHARED_MODULES['@portal/router/react-router'] as { useNavigate?: unknown }).useNavigate).toBe(
      'function',
    );
  });
});
