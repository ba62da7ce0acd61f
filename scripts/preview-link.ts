import { portFor } from '@portal/config/ports';
import { VERSION_ID } from '@portal/contracts/version-id';
import {
  PREVIEW_LINK_MAX_MS,
  PREVIEW_TARGETS,
  type PreviewTarget,
  signPreviewLink,
} from '../shell/server/preview/preview-link.ts';
import { localSecrets } from './lib/local-secrets.ts';
import { parseOptions } from './lib/parse-options.ts';
import { dataDir } from './lib/portal-services.ts';

/**
 * A preview link: `npm run preview-link rewards <version>` prints a link, signed with
 * DEPLOY_SECRET (the BFF's; `npm start` keeps one in .data/secrets.json) and good for an hour,
 * that gives the browser opening it — and no other — that published version of that remote, with
 * a bar saying so. `pop-ups <version>` previews marketing's content the same way. The link is on
 * PUBLIC_ORIGIN (default the local shell). `--minutes <n>` makes it shorter-lived (1–60).
 */
const USAGE = `usage: npm run preview-link <${PREVIEW_TARGETS.join('|')}> <version> [--minutes <1-60>]`;
const { values: flags, positionals } = parseOptions({
  options: { minutes: { type: 'string', default: '60' } },
  usage: USAGE,
  positionals: true,
});
const [target, version, ...extra] = positionals;
const minutes = Number(flags.minutes);
if (
  !PREVIEW_TARGETS.includes(target as PreviewTarget) ||
  !version ||
  !VERSION_ID.test(version) ||
  extra.length > 0 ||
  !Number.isInteger(minutes) ||
  minutes < 1 ||
  minutes * 60_000 > PREVIEW_LINK_MAX_MS
) {
  process.stderr.write(`${USAGE}\n(the version is a published id: pnpm deploy:remote <remote> --list)\n`);
  process.exit(2);
}
const env: Record<string, string | undefined> = process.env;
const origin = (env.PUBLIC_ORIGIN ?? `http://localhost:${portFor('shell', env)}`).replace(/\/$/, '');
const secret = env.DEPLOY_SECRET ?? localSecrets(dataDir()).DEPLOY_SECRET;
if (secret.length < 32) {
  process.stderr.write('DEPLOY_SECRET must be at least 32 characters (the BFF refuses a shorter one).\n');
  process.exit(2);
}
const expires = Date.now() + minutes * 60_000;
const link = signPreviewLink(origin, secret, { target: target as PreviewTarget, version, expires });
process.stdout.write(
  `Preview of ${target} ${version}, for the browser that opens it, until ${new Date(expires).toISOString()}:\n${link}\n`,
);
