import { parseOptions } from './lib/parse-options.ts';
import { publishRemotes, startPortal } from './lib/portal.ts';
import { runCommand } from './lib/processes.ts';
import { welcome } from './lib/welcome.ts';

/**
 * `npm start`: builds the shell and the four remotes, publishes each remote to its own origin,
 * and serves the whole portal with the embedded provider. A service that crashes is restarted
 * (with backoff, see lib/processes.ts); Ctrl-C stops everything.
 * `--no-build` serves what is already built (the e2e tests use it after their own build).
 */
const {
  values: { 'no-build': noBuild },
} = parseOptions({
  options: { 'no-build': { type: 'boolean', default: false } },
  usage: 'usage: npm start -- [--no-build]',
});
const skipBuild = noBuild;

if (!skipBuild) {
  await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}
await publishRemotes();
const portal = await startPortal();

process.stdout.write(welcome(portal.shellOrigin));

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await portal.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
