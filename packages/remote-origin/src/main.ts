import { openDeployStore } from './deploy-store.ts';
import { buildOriginServer } from './origin-server.ts';

/**
 * Serves one remote's origin: `node src/main.ts` with
 *   DEPLOY_ROOT   the remote's deploy folder (see deploy-store.ts)
 *   PORT          where to listen
 *   SHELL_ORIGIN  the shell origin allowed by CORS (a comma-separated list when several shells use it)
 *   PUBLIC_ORIGIN this origin as browsers reach it (default http://localhost:PORT)
 */
const root = process.env.DEPLOY_ROOT;
const port = Number(process.env.PORT);
const shellOrigin = process.env.SHELL_ORIGIN;
if (!root || !Number.isInteger(port) || !shellOrigin) {
  throw new Error('DEPLOY_ROOT, PORT and SHELL_ORIGIN must be set.');
}
const app = buildOriginServer({
  store: openDeployStore(root),
  shellOrigins: shellOrigin.split(',').map((origin) => origin.trim()),
  publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
const stop = async (): Promise<void> => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
await app.listen({ host: process.env.HOST ?? 'localhost', port });
