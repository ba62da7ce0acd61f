import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BffRoutes } from '../context.ts';
import { serviceWorkerContentSecurityPolicy } from '../http/content-security-policy.ts';

/**
 * GET /sw.js: the shell's service worker (built to dist/worker/sw.js), from the root so its scope
 * is the whole portal without a `Service-Worker-Allowed` header. `no-cache`, so a new build's worker
 * is found at the next page load (browsers check at most daily otherwise); its own CSP, since the
 * API policy (`default-src 'none'`) would forbid the fetches it exists to make.
 */
export const serviceWorkerRoutes: BffRoutes = async (app, { ctx }) => {
  const file = path.join(ctx.settings.staticDir, 'worker', 'sw.js');
  if (!existsSync(file)) throw new Error(`The shell is not built: ${file} is missing (run the build first).`);
  const script = readFileSync(file);
  app.get('/sw.js', (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', serviceWorkerContentSecurityPolicy(ctx.config.current()))
      .type('text/javascript; charset=utf-8')
      .send(script),
  );
};
