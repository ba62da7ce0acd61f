import { readFileSync } from 'node:fs';
import { portFor } from '@portal/config/ports';
import { JAMAICA_TIME_ZONE } from '@portal/contracts/jamaica-time';
import { checkOfferFile, type OfferPreview, type OfferPublishResult } from '@portal/contracts/provider/offer-file';
import type { Offer } from '@portal/contracts/provider/offers';
import { PREVIEW_LINK_MAX_MS } from '../shell/server/preview/preview-link.ts';
import { keptSecret } from './lib/local-secrets.ts';
import { parseOptions } from './lib/parse-options.ts';
import { dataDir } from './lib/portal-services.ts';
import { signedPreviewLink } from './lib/preview-links.ts';
import { say } from './lib/say.ts';

/**
 * `npm run offers -- publish <file>`: marketing publishes an offer file (docs/decisions/0044-offers.md).
 * The file is checked here with the provider's own schema first: a bad offer prints one line per
 * problem, naming the offer and the field, publishes nothing and exits 2. A good file is sent to
 * the provider as the `marketing` client; the provider checks it again and publishes it whole.
 * With `--preview` nothing is published: the provider stages the file for an hour, and the command
 * prints a signed preview link (signed as `npm run preview-link` signs one) showing the browser
 * that opens it — and no other — the offers as the file would make them.
 * Exit 0 published (or staged), 1 the provider could not be reached or refused the client, 2 a bad
 * file or options.
 */
const USAGE = `usage: npm run offers -- publish <file> [--preview [--minutes <1-60>]] [--provider <url>] [--client-secret <secret>]
  <file>           the offer file: { "offers": [ ... ] }, each window in Jamaica time (YYYY-MM-DDTHH:MM)
  --preview        publish nothing: stage the file and print a signed link (DEPLOY_SECRET and PUBLIC_ORIGIN,
                   as npm run preview-link) that shows its offers to the browser opening it
  --minutes        with --preview, how long the link works (1-60, default 60)
  --provider       the provider's base URL (default: the bundled one, http://127.0.0.1:$LOYALTY_API_PORT or 4000)
  --client-secret  the marketing client's secret (default: $MARKETING_CLIENT_SECRET, else the one npm start
                   keeps in .data/secrets.json)
`;

const { values, positionals } = parseOptions({
  usage: USAGE,
  positionals: true,
  options: {
    provider: { type: 'string' },
    'client-secret': { type: 'string' },
    preview: { type: 'boolean', default: false },
    minutes: { type: 'string' },
  },
});

/** The settings this command reads. */
const env: Record<string, string | undefined> = process.env;

function refuse(message: string, code = 2): never {
  process.stderr.write(`offers: ${message}\n`);
  process.exit(code);
}

const [command, file, ...extra] = positionals;
if (command !== 'publish' || !file || extra.length > 0) refuse(`say what to do: publish <file>\n${USAGE}`);
if (values.minutes !== undefined && !values.preview) refuse(`--minutes goes with --preview\n${USAGE}`);
const minutes = Number(values.minutes ?? '60');
if (!Number.isInteger(minutes) || minutes < 1 || minutes * 60_000 > PREVIEW_LINK_MAX_MS) {
  refuse(`--minutes must be a whole number from 1 to 60, got "${values.minutes}"`);
}
/** What happens to the file: published, or only staged to preview. */
const outcome = values.preview ? 'staged' : 'published';

let input: unknown;
try {
  input = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  refuse(`${file} could not be read as JSON: ${(error as Error).message}. Nothing was ${outcome}.`);
}

const refusal = (problems: readonly string[]) =>
  `${file} was not ${outcome}: ${problems.length} problem${problems.length === 1 ? '' : 's'}. Nothing was changed.\n${problems.map((problem) => `  ${problem}`).join('\n')}`;

const checked = checkOfferFile(input);
if (!checked.ok) refuse(refusal(checked.problems));
const { offers } = checked;

const providerUrl = (values.provider ?? `http://127.0.0.1:${portFor('loyaltyApi')}`).replace(/\/$/, '');
if (!URL.canParse(providerUrl) || !/^https?:$/.test(new URL(providerUrl).protocol)) {
  refuse(`--provider must be an http(s) URL, got "${providerUrl}"`);
}
const secret =
  values['client-secret'] ?? env.MARKETING_CLIENT_SECRET ?? keptSecret(dataDir(), 'MARKETING_CLIENT_SECRET');
if (!secret) refuse('no marketing client secret: pass --client-secret or set MARKETING_CLIENT_SECRET');

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: JAMAICA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const windowOf = (offer: Offer) =>
  `${when.format(new Date(offer.startsAt))} to ${when.format(new Date(offer.endsAt))}`.replaceAll(',', '');
const count = `${offers.length} offer${offers.length === 1 ? '' : 's'}`;

/** What the provider says when it refuses: a message, and for a bad file one entry per problem. */
type ProviderRefusal = { message?: string; errors?: Array<{ message: string }> };

/** Sends the file to one of marketing's endpoints as the marketing client; its answer, or the refusal printed. */
async function send<T>(path: string): Promise<T> {
  const token = await fetch(`${providerUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`marketing:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!token.ok) refuse(`the provider refused the marketing client (${token.status}): check its secret`, 1);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const answer = await fetch(`${providerUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await answer.json()) as T & ProviderRefusal;
  if (answer.status === 422) refuse(refusal((body.errors ?? []).map((problem) => problem.message)));
  if (!answer.ok) refuse(`the provider answered ${answer.status}: ${body.message ?? 'no message'}`, 1);
  return body;
}

try {
  if (values.preview) {
    const staged = await send<OfferPreview>('/operator/v1/offers/previews');
    const signed = signedPreviewLink('offers', staged.id, minutes);
    if (!signed.ok) refuse(`${signed.problem} The file was staged as ${staged.id}, but no link was signed.`);
    for (const offer of offers) say(`staged  ${offer.id}  “${offer.title}”, ${windowOf(offer)} (Jamaica time)`);
    say(
      `Nothing was published. Preview of ${count} (${staged.id}), for the browser that opens it, until ${new Date(signed.expires).toISOString()}:`,
    );
    say(signed.link);
  } else {
    const published = await send<OfferPublishResult>('/operator/v1/offers');
    for (const offer of offers) {
      const how = published.created.includes(offer.id) ? 'created' : 'updated';
      say(`${how}  ${offer.id}  “${offer.title}”, ${windowOf(offer)} (Jamaica time)`);
    }
    say(`Published ${count} to ${providerUrl}.`);
  }
} catch (error) {
  refuse(`could not reach the provider at ${providerUrl}: ${(error as Error).message}`, 1);
}
