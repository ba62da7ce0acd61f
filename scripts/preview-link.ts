import { VERSION_ID } from '@portal/contracts/version-id';
import { PREVIEW_LINK_MAX_MS, PREVIEW_TARGETS, type PreviewTarget } from '../shell/server/preview/preview-link.ts';
import { parseOptions } from './lib/parse-options.ts';
import { signedPreviewLink } from './lib/preview-links.ts';

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
  process.stderr.write(
    `${USAGE}\n(the version is a published id: pnpm deploy:remote <remote> --list; for offers, the id that\n"npm run offers -- publish <file> --preview" staged, which prints its own link)\n`,
  );
  process.exit(2);
}
const signed = signedPreviewLink(target as PreviewTarget, version, minutes);
if (!signed.ok) {
  process.stderr.write(`${signed.problem}\n`);
  process.exit(2);
}
process.stdout.write(
  `Preview of ${target} ${version}, for the browser that opens it, until ${new Date(signed.expires).toISOString()}:\n${signed.link}\n`,
);
