import path from 'node:path';
import { parseArgs } from 'node:util';
import { portFor } from '@portal/config/ports';
import { openDeployStore } from '@portal/remote-origin/deploy-store';

/**
 * Puts this build of the pop-up content on the pop-ups origin (docs/deploy-pop-ups.md).
 *
 *   node scripts/publish.ts            stage it: served at /v/<id>/mf-manifest.json, nothing changes for members
 *   node scripts/publish.ts --live     also make it the origin's current version (its /mf-manifest.json)
 *   node scripts/publish.ts --rollback make the previous version current again
 *
 * PORTAL_DEPLOY_DIR is where `npm start` keeps the origins' deploy folders (default: <repo>/.deploy);
 * POP_UPS_ORIGIN is the origin as members reach it (default: http://localhost:POP_UPS_PORT).
 */
const { values } = parseArgs({
  options: { live: { type: 'boolean', default: false }, rollback: { type: 'boolean', default: false } },
});
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const deployRoot = path.join(process.env.PORTAL_DEPLOY_DIR ?? path.join(root, '.deploy'), 'pop-ups');
const origin = (process.env.POP_UPS_ORIGIN ?? `http://localhost:${portFor('popUps')}`).replace(/\/$/, '');
const store = openDeployStore(deployRoot);

if (values.rollback) {
  const id = await store.rollback();
  process.stdout.write(`The pop-ups origin serves version ${id} again at ${origin}/mf-manifest.json\n`);
} else {
  const dist = path.resolve(import.meta.dirname, '..', 'dist');
  const id = await store.stage(dist);
  if (values.live) await store.switchTo(id);
  process.stdout.write(
    [
      `Pop-up content version ${id} is on the pop-ups origin (${deployRoot}).`,
      `  This version, always:   ${origin}/v/${id}/mf-manifest.json`,
      values.live
        ? `  Current version (live): ${origin}/mf-manifest.json now serves it.`
        : `  Not live yet. To switch, set "popUpSource" to the URL above in the portal's config file.`,
      '',
    ].join('\n'),
  );
}
