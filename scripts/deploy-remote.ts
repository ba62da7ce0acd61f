import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import { openDeployStore } from '@portal/remote-origin/deploy-store';
import { readCanary, writeCanary } from './lib/canary-config.ts';
import { printCanaryStatus } from './lib/canary-status.ts';
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
 *   pnpm deploy:remote <remote> --stage      build (or --dist) and publish it beside the live
 *                                            version without switching: for a preview link
 *   pnpm deploy:remote <remote> --canary 10  build (or --dist) and publish it as the candidate
 *                                            for a sticky 10 % of visitors; the live version stays
 *   pnpm deploy:remote <remote> --promote    the candidate becomes the live version for everyone
 *   pnpm deploy:remote <remote> --abort      drop the candidate: everyone gets the live version
 *   pnpm deploy:remote <remote> --status     per version: share, loads, errors per 1,000, p75 LCP
 *
 * The canary is kept in the BFF's runtime config (PORTAL_CONFIG_FILE, or the fleet's Redis with
 * PORTAL_CONFIG_STORE=redis); --status asks the BFF's private listener (PORTAL_OPS_URL, default
 * http://127.0.0.1:$METRICS_PORT). docs/deploy.md has the team's day.
 *
 * Members mid-session keep working: older versions stay served. PORTAL_DEPLOY_DIR chooses the
 * deploy folder (default .deploy, what `npm start`'s origins serve).
 */
const USAGE = `usage: pnpm deploy:remote <${REMOTE_NAMES.join('|')}> [--rollback | --to <version> | --list | --dist <dir> | --stage | --canary <percent> | --promote | --abort | --status]`;
const { values: flags, positionals } = parseOptions({
  options: {
    rollback: { type: 'boolean', default: false },
    to: { type: 'string' },
    list: { type: 'boolean', default: false },
    dist: { type: 'string' },
    stage: { type: 'boolean', default: false },
    canary: { type: 'string' },
    promote: { type: 'boolean', default: false },
    abort: { type: 'boolean', default: false },
    status: { type: 'boolean', default: false },
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
const env: Record<string, string | undefined> = process.env;

/** Builds this remote alone (unless --dist names a build made elsewhere); the folder of the build. */
async function buildDir(): Promise<string> {
  const prebuilt = flags.dist;
  // Nothing else is built: only this remote's package (or nothing, for a build made elsewhere).
  if (prebuilt === undefined) await runCommand('pnpm', ['--filter', `@portal/mfe-${remote}`, 'run', 'build']);
  return prebuilt ? path.resolve(prebuilt) : path.join(ROOT, `mfe-${remote}`, 'dist');
}

try {
  if (flags.status) {
    await printCanaryStatus(env, remote, await store.current());
  } else if (flags.stage) {
    const id = await store.stage(await buildDir());
    const current = await store.current();
    process.stdout.write(
      id === current
        ? `mfe-${remote}: ${id} is already live (the build did not change)\n`
        : `mfe-${remote}: published ${id} beside the live version (${current ?? 'nothing'}); nobody gets it yet\n`,
    );
  } else if (flags.canary !== undefined) {
    const share = Number(flags.canary);
    if (!Number.isFinite(share) || share <= 0 || share > 100)
      throw new Error('--canary takes a percentage above 0, up to 100.');
    const current = await store.current();
    const id = await store.stage(await buildDir());
    if (id === current) throw new Error(`${id} is already live for everyone (the build did not change).`);
    await writeCanary(env, remote, { version: id, current, share });
    process.stdout.write(
      `mfe-${remote}: ${id} is the candidate for ${share} % of visitors; the others keep ${current ?? 'nothing'}\n`,
    );
  } else if (flags.promote) {
    const canary = await readCanary(env, remote);
    if (!canary) throw new Error(`mfe-${remote} has no candidate to promote.`);
    // The pointer first, then the canary goes: no visitor is ever sent back to the old version.
    await store.switchTo(canary.version);
    await writeCanary(env, remote, null);
    process.stdout.write(
      `mfe-${remote}: promoted ${canary.version}; now serving it to everyone (was ${canary.current ?? 'nothing'})\n`,
    );
  } else if (flags.abort) {
    const canary = await readCanary(env, remote);
    if (!canary) throw new Error(`mfe-${remote} has no candidate to abort.`);
    await writeCanary(env, remote, null);
    process.stdout.write(
      `mfe-${remote}: dropped candidate ${canary.version}; everyone gets ${await store.current()}\n`,
    );
  } else if (flags.list) {
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
    const dist = await buildDir();
    const from = await store.current();
    const id = await store.publish(dist);
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
