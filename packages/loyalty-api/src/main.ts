import { buildProvider } from './app.ts';
import { openDatabase } from './db/database.ts';
import { settingsFromEnv } from './settings.ts';

/** Starts the reference loyalty provider: `node src/main.ts` (see settings.ts for the environment). */
const settings = settingsFromEnv();
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
const { app } = await buildProvider(db, settings);

const stop = async (): Promise<void> => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

await app.listen({ host: settings.host, port: settings.port });
