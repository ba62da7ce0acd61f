import { portFor } from '@portal/config/ports';
import { type PreviewTarget, signPreviewLink } from '../../shell/server/preview/preview-link.ts';
import { localSecrets } from './local-secrets.ts';
import { dataDir } from './portal-services.ts';

/**
 * A signed preview link for `target` `version`, good for `minutes` (docs/deploy.md, "Preview a
 * version in production"): on PUBLIC_ORIGIN (default the local shell), signed with DEPLOY_SECRET
 * (default the one `npm start` keeps in .data/secrets.json), as the BFF checks it. The one signer
 * of `npm run preview-link` and `npm run offers -- publish --preview`; the caller checks
 * `minutes` against PREVIEW_LINK_MAX_MS. A secret shorter than the BFF accepts is refused here.
 */
export function signedPreviewLink(
  target: PreviewTarget,
  version: string,
  minutes: number,
  env: Record<string, string | undefined> = process.env,
): { ok: true; link: string; expires: number } | { ok: false; problem: string } {
  const origin = (env.PUBLIC_ORIGIN ?? `http://localhost:${portFor('shell', env)}`).replace(/\/$/, '');
  const secret = env.DEPLOY_SECRET ?? localSecrets(dataDir()).DEPLOY_SECRET;
  if (secret.length < 32) {
    return { ok: false, problem: 'DEPLOY_SECRET must be at least 32 characters (the BFF refuses a shorter one).' };
  }
  const expires = Date.now() + minutes * 60_000;
  return { ok: true, link: signPreviewLink(origin, secret, { target, version, expires }), expires };
}
