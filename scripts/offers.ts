import { readFileSync } from 'node:fs';
import { portFor } from '@portal/config/ports';
import { JAMAICA_TIME_ZONE } from '@portal/contracts/jamaica-time';
import { checkOfferFile } from '@portal/contracts/provider/offer-file';
import type { Offer } from '@portal/contracts/provider/offers';
import { keptSecret } from './lib/local-secrets.ts';
import { parseOptions } from './lib/parse-options.ts';
import { dataDir } from './lib/portal-services.ts';
import { say } from './lib/say.ts';

/**
 * `npm run offers -- publish <file>`: marketing publishes an offer file (docs/decisions/0044-offers.md).
 * The file is checked here with the provider's own schema first: a bad offer prints one line per
 * problem, naming the offer and the field, publishes nothing and exits 2. A good file is sent to
 * the provider as the `marketing` client; the provider checks it again and publishes it whole.
 * Exit 0 published, 1 the provider could not be reached or refused the client, 2 a bad file or options.
 */
const USAGE = `usage: npm run offers -- publish <file> [--provider <url>] [--client-secret <secret>]
  <file>           the offer file: { "offers": [ ... ] }, each window in Jamaica time (YYYY-MM-DDTHH:MM)
  --provider       the provider's base URL (default: the bundled one, http://127.0.0.1:$LOYALTY_API_PORT or 4000)
  --client-secret  the marketing client's secret (default: $MARKETING_CLIENT_SECRET, else the one npm start
                   keeps in .data/secrets.json)
`;

const { values, positionals } = parseOptions({
  usage: USAGE,
  positionals: true,
  options: { provider: { type: 'string' }, 'client-secret': { type: 'string' } },
});

/** The settings this command reads. */
const env: Record<string, string | undefined> = process.env;

function refuse(message: string, code = 2): never {
  process.stderr.write(`offers: ${message}\n`);
  process.exit(code);
}

const [command, file, ...extra] = positionals;
if (command !== 'publish' || !file || extra.length > 0) refuse(`say what to do: publish <file>\n${USAGE}`);

let input: unknown;
try {
  input = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  refuse(`${file} could not be read as JSON: ${(error as Error).message}. Nothing was published.`);
}

const refusal = (problems: readonly string[]) =>
  `${file} was not published: ${problems.length} problem${problems.length === 1 ? '' : 's'}. Nothing was changed.\n${problems.map((problem) => `  ${problem}`).join('\n')}`;

const checked = checkOfferFile(input);
if (!checked.ok) refuse(refusal(checked.problems));

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

try {
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
  const published = await fetch(`${providerUrl}/operator/v1/offers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await published.json()) as {
    created?: string[];
    updated?: string[];
    message?: string;
    errors?: Array<{ message: string }>;
  };
  if (published.status === 422) refuse(refusal((body.errors ?? []).map((problem) => problem.message)));
  if (!published.ok) refuse(`the provider answered ${published.status}: ${body.message ?? 'no message'}`, 1);
  for (const offer of checked.offers) {
    const how = body.created?.includes(offer.id) ? 'created' : 'updated';
    say(`${how}  ${offer.id}  “${offer.title}”, ${windowOf(offer)} (Jamaica time)`);
  }
  say(`Published ${checked.offers.length} offer${checked.offers.length === 1 ? '' : 's'} to ${providerUrl}.`);
} catch (error) {
  refuse(`could not reach the provider at ${providerUrl}: ${(error as Error).message}`, 1);
}
