import { runProvider } from './run-provider.ts';

/** Starts the reference loyalty provider: `node src/main.ts` (see settings.ts for the environment). */
await runProvider();
