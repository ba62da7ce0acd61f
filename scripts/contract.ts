import { portFor } from '@portal/config/ports';
import { reportLines } from '@portal/contracts/provider/contract-suite/report-lines';
import { runContractSuite } from '@portal/contracts/provider/contract-suite/run-contract-suite';
import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { keptSecret } from './lib/local-secrets.ts';
import { parseOptions } from './lib/parse-options.ts';
import { dataDir } from './lib/portal-services.ts';
import { say } from './lib/say.ts';

/**
 * `npm run contract -- --provider <url>`: checks a loyalty provider against the provider contract
 * (docs/provider-openapi.json; docs/integrating-a-provider.md). Signs in as the BFF does, calls
 * every route it safely can, and prints one line per route and a summary. Exit 0 when nothing
 * failed, 1 when a route failed, 2 for bad options.
 */
const USAGE = `usage: npm run contract -- [--provider <url>] [--client-id <id>] [--client-secret <secret>]
                            [--member <number or e-mail>] [--promo-code <code>]
  --provider       the provider's base URL (default: the bundled one, http://127.0.0.1:$LOYALTY_API_PORT or 4000)
  --client-id      the BFF's OAuth client (default: $OAUTH_CLIENT_ID, else portal-bff)
  --client-secret  its secret (default: $OAUTH_CLIENT_SECRET, else the one npm start keeps in .data/secrets.json)
  --member         the member to sign in as (default: $CONTRACT_MEMBER, else the demo member 20000001);
                   the password comes from $CONTRACT_MEMBER_PASSWORD (default: the demo password)
  --promo-code     a promo code the provider knows, looked up and never claimed (default: ISLAND250)
`;

const { values } = parseOptions({
  usage: USAGE,
  options: {
    provider: { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    member: { type: 'string' },
    'promo-code': { type: 'string' },
  },
});

/** The settings this command reads (none of them a build's input, so not turbo's to know). */
const env: Record<string, string | undefined> = process.env;

function refuse(message: string): never {
  process.stderr.write(`contract: ${message}\n${USAGE}`);
  process.exit(2);
}

const providerUrl = values.provider ?? `http://127.0.0.1:${portFor('loyaltyApi')}`;
if (!URL.canParse(providerUrl) || !/^https?:$/.test(new URL(providerUrl).protocol)) {
  refuse(`--provider must be an http(s) URL, got "${providerUrl}"`);
}
const clientSecret = values['client-secret'] ?? env.OAUTH_CLIENT_SECRET ?? keptSecret(dataDir(), 'OAUTH_CLIENT_SECRET');
if (!clientSecret) refuse('no client secret: pass --client-secret or set OAUTH_CLIENT_SECRET');

say(`Checking ${providerUrl} against the provider contract (docs/provider-openapi.json)\n`);
const report = await runContractSuite({
  providerUrl,
  clientId: values['client-id'] ?? env.OAUTH_CLIENT_ID ?? 'portal-bff',
  clientSecret,
  username: values.member ?? env.CONTRACT_MEMBER ?? '20000001',
  password: env.CONTRACT_MEMBER_PASSWORD ?? DEMO_PASSWORD,
  promoCode: values['promo-code'] ?? 'ISLAND250',
});
for (const line of reportLines(report)) say(line);
process.exit(report.failed > 0 ? 1 : 0);
