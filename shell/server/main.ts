import path from 'node:path';
import { buildBff } from './app.ts';
import { createRuntimeConfigSource } from './runtime-config.ts';
import { bffSettingsFromEnv } from './settings.ts';

/** Starts the BFF: `node server/main.ts`. It serves the built shell from ../dist. */
// SHELL_STATIC_DIR: another build of the shell (the bench serves its no-federation baseline this way).
const settings = bffSettingsFromEnv(
  process.env,
  process.env.SHELL_STATIC_DIR ?? path.join(import.meta.dirname, '../dist'),
);
const config = createRuntimeConfigSource(process.env);
const app = await buildBff(settings, config);

const stop = async (): Promise<void> => {
  config.close();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

await app.listen({ host: settings.host, port: settings.port });
