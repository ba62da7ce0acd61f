import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDependencies } from './federation-shared.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('shared singletons', () => {
  const shell = sharedDependencies(path.join(ROOT, 'shell'));

  it('shares React, the router, jotai, the session and the api-client as non-eager singletons', () => {
    for (const request of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'jotai']) {
      expect(shell[request], request).toMatchObject({ singleton: true, eager: false });
    }
    // The router goes through its facade, so only the part of react-router the apps use is sent.
    expect(shell['@portal/router/react-router']).toMatchObject({ singleton: true, eager: false });
    expect(shell['react-router']).toBeUndefined();
    expect(shell['@portal/session/session-atoms']).toMatchObject({ singleton: true, eager: false });
    expect(shell['@portal/api-client/http']).toMatchObject({ singleton: true, eager: false });
  });

  it('reads real versions, not catalog: or workspace: specifiers', () => {
    expect(shell.react?.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(shell.react?.requiredVersion).toMatch(/^\^\d+\.0\.0$/);
    expect(Object.keys(shell).some((request) => request.endsWith('.test'))).toBe(false);
  });

  it('shares only what an app depends on', () => {
    const remote = sharedDependencies(path.join(ROOT, 'mfe-info'));
    expect(Object.keys(remote).every((request) => request in shell)).toBe(true);
  });
});
