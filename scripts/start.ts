import { parseOptions } from './lib/parse-options.ts';
import { checkPortalPorts, publishRemotes, type RunningPortal, startPortal } from './lib/portal.ts';
import { runCommand } from './lib/processes.ts';
import { welcome } from './lib/welcome.ts';

/**
 * `npm start`: builds the shell and the four remotes, publishes each remote to its own origin,
 * and serves the whole portal with the embedded provider. A service that crashes is restarted
 * (with backoff, see lib/processes.ts); Ctrl-C stops everything.
 * `--no-build` serves what is already built (the e2e tests use it after their own build).
 *
 * It tells the truth about starting: every port is checked before the build (a taken one is one
 * line naming the variable to change, exit 1, nothing left running), the build and the provider's
 * first migrate-and-seed say what they are doing, and the services' logs are shown one readable
 * line per event (their JSON stays the default everywhere else).
 */
const {
  values: { 'no-build': noBuild },
} = parseOptions({
  options: { 'no-build': { type: 'boolean', default: false } },
  usage: 'usage: npm start -- [--no-build]',
});

/** How often a build that is still running says so: the first build takes minutes on 2 cores. */
const BUILD_HEARTBEAT_MS = 30_000;

/** The production build of the shell, the remotes and the pop-ups, with a line when it starts, every 30 s and at the end. */
async function build(): Promise<void> {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  process.stdout.write('building the shell, the four remotes and the pop-ups (the first build takes a few minutes)\n');
  const heartbeat = setInterval(() => process.stdout.write(`still building (${seconds()} s)\n`), BUILD_HEARTBEAT_MS);
  try {
    // errors-only: a failing package's log in full, turbo's summary at the end; the heartbeat in between.
    await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
  } finally {
    clearInterval(heartbeat);
  }
  process.stdout.write(`built in ${seconds()} s\n`);
}

let portal: RunningPortal | undefined;
try {
  await checkPortalPorts();
  if (!noBuild) await build();
  await publishRemotes();
  process.stdout.write('starting the provider, the remote origins and the BFF\n');
  portal = await startPortal({ pretty: true });
} catch (error) {
  // One line: what is wrong and what to change. startPortal has stopped whatever it started.
  process.stderr.write(`npm start: ${(error as Error).message}\n`);
  process.exit(1);
}
const running = portal;

process.stdout.write(welcome(running.shellOrigin));

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await running.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
