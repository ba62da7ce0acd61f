import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import { openDeployStore } from '@portal/remote-origin/deploy-store';
import { parseOptions } from './lib/parse-options.ts';
import { deployRootOf } from './lib/portal.ts';
import { ROOT, runCommand } from './lib/processes.ts';

/**
 * Ships ONE remote without touching anything else:
 *
 *   pnpm deploy:remote <remote>              build it, publish the build as a new immutable
 *                                            version and switch its manifest to it
 *   pnpm deploy:remote <remote> --rollback   switch back to the version before
 *   pnpm deploy:remote <remote> --to <id>    switch to a published version
 *   pnpm deploy:remote <remote> --list       the published versions, current marked
 *   pnpm deploy:remote <remote> --dist <dir> publish a build made elsewhere (a CI artifact)
 *                                            instead of building here
 *
 * Members mid-session keep working: older versions stay served. PORTAL_DEPLOY_DIR chooses the
 * deploy folder (default .deploy, what `npm start`'s origins serve).
 */
const USAGE = `usage: pnpm deploy:remote <${REMOTE_NAMES.join('|')}> [--rollback | --to <version> | --list | --dist <dir>]`;
const { values: flags, positionals } = parseOptions({
  options: {
    rollback: { type: 'boolean', default: false },
    to: { type: 'string' },
    list: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
  usage: USAGE,
  positionals: true,
});
const [name, ...extra] = positionals;
if (!REMOTE_NAMES.includes(name as RemoteName) || extra.length > 0) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const remote = name as RemoteName;
const store = openDeployStore(deployRootOf(remote));

try {
  if (flags.list) {
    const current = await store.current();
    for (const id of await store.versions()) process.stdout.write(`${id === current ? '*' : ' '} ${id}\n`);
  } else if (flags.rollback) {
    const from = await store.current();
    const to = await store.rollback();
    process.stdout.write(`mfe-${remote}: rolled back from ${from} to ${to}\n`);
  } else if (flags.to !== undefined) {
    const id = flags.to;
    await store.switchTo(id);
    process.stdout.write(`mfe-${remote}: switched to ${id}\n`);
  } else {
    const prebuilt = flags.dist;
    // Nothing else is built: only this remote's package (or nothing, for a build made elsewhere).
    if (prebuilt === undefined) await runCommand('pnpm', ['--filter', `@portal/mfe-${remote}`, 'run', 'build']);
    const from = await store.current();
    const id = await store.publish(prebuilt ? path.resolve(prebuilt) : path.join(ROOT, `mfe-${remote}`, 'dist'));
    process.stdout.write(
      from === id
        ? `mfe-${remote}: ${id} is already live (the build did not change)\n`
        : `mfe-${remote}: now serving ${id} (was ${from ?? 'nothing'})\n`,
    );
  }
} catch (error) {
  process.stderr.write(`deploy failed: ${(error as Error).message}\n`);
  process.exit(1);
}
