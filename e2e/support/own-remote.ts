import path from 'node:path';
import type { RemoteName } from '@portal/contracts/route-map';
import { versionOfManifest } from '@portal/contracts/version-id';
import { startExtraShell } from './extra-portal.ts';
import { EXTRA_PORTS } from './ports.ts';
import { deployRemote, ROOT, removeDir, startRemoteOrigin, tempDir } from './remote-builds.ts';

export interface OwnRemote {
  /** PORTAL_DEPLOY_DIR for `deployRemote(remote, deployDir, …)`. */
  deployDir: string;
  originUrl: string;
  shellUrl: string;
  /** The version the origin's manifest names now (its publicPath, `/v/<version>/`). */
  liveVersion(): Promise<string>;
  /** Stops the shell and the origin, and removes the deploy folder. */
  stop(): Promise<void>;
}

/**
 * A remote of the route map on an origin of its own (its own deploy folder and port), serving the
 * e2e build as its current version, behind a shell of its own that loads it from there: a test can
 * deploy to it without changing what the tests running beside it see.
 */
export async function ownRemoteBehindShell(options: {
  remote: RemoteName;
  originPort: number;
  shell: Parameters<typeof startExtraShell>[0];
  shellEnv?: Record<string, string>;
}): Promise<OwnRemote> {
  const { remote, originPort } = options;
  const deployDir = tempDir(`${remote}-deploy`);
  const originUrl = `http://localhost:${originPort}`;
  const shellUrl = `http://localhost:${EXTRA_PORTS[options.shell]}`;
  await deployRemote(remote, deployDir, ['--dist', path.join(ROOT, `mfe-${remote}/dist`)]);
  const origin = await startRemoteOrigin({
    port: originPort,
    deployRoot: path.join(deployDir, remote),
    shellOrigins: [shellUrl],
  });
  const shell = await startExtraShell(options.shell, {
    [`${remote.toUpperCase()}_REMOTE_URL`]: `${originUrl}/mf-manifest.json`,
    ...options.shellEnv,
  }).catch(async (error: unknown) => {
    await origin.stop();
    throw error;
  });
  return {
    deployDir,
    originUrl,
    shellUrl,
    async liveVersion() {
      return versionOfManifest(await (await fetch(`${originUrl}/mf-manifest.json`)).json()) ?? '';
    },
    async stop() {
      await shell.stop();
      await origin.stop();
      removeDir(deployDir);
    },
  };
}
