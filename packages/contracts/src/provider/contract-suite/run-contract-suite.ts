import type * as v from 'valibot';
import type { AccountSchema, CheckAuthResponseSchema, TransactionsPageSchema } from '../account.ts';
import { ERROR_CODES } from '../api-error.ts';
import type { CaptchaChallengeSchema } from '../captcha.ts';
import type { EmailPreferencesSchema } from '../email-preferences.ts';
import type { TokenResponseSchema } from '../oauth.ts';
import type { Reward, RewardPage } from '../rewards.ts';
import { examplePath, PROVIDER_ROUTES, type ProviderRoute } from '../route-table.ts';
import type { MemberSessionsSchema } from '../security.ts';
import type { Voucher, VoucherPage } from '../vouchers.ts';
import { checkAnswer, type Expectation } from './answer-check.ts';
import { type ProviderCall, providerCaller } from './provider-caller.ts';

export interface ContractSuiteOptions {
  /** The provider's base URL (`https://loyalty.example.com`): the document's paths are appended to it. */
  providerUrl: string;
  /** The BFF's OAuth client (HTTP Basic on /oauth). */
  clientId: string;
  clientSecret: string;
  /** A member to sign in as: member number or e-mail address, and password. */
  username: string;
  password: string;
  /** A promo code the provider knows (looked up, never claimed). */
  promoCode: string;
  fetch?: typeof fetch;
}

type RouteOutcome = 'pass' | 'fail' | 'skip';

interface RouteResult {
  route: ProviderRoute;
  outcome: RouteOutcome;
  /** Why it failed (each failed call), or why it was not called. */
  reasons: string[];
  /** How many calls were judged. */
  calls: number;
}

export interface ContractReport {
  results: RouteResult[];
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * The routes the suite never calls, and why: each one changes something a member would notice
 * (an account, points, mail sent, other sessions). Everything else is called, reads as they are
 * and writes only where the contract makes the call change nothing (saving the preferences just
 * read, ending the asking session: 409) or where the suite undoes it (a favourite added and removed).
 */
export const UNPROBED_ROUTES: Readonly<Record<string, string>> = {
  accountRegister: 'creates an account',
  accountUpdate: 'changes the member’s profile',
  accountDeletionToken: 'issues a deletion token (and counts wrong passwords)',
  accountDelete: 'deletes the account',
  accountPasswordReset: 'e-mails a reset link',
  accountEmailVerification: 'e-mails a verification link',
  accountStatement: 'e-mails a statement',
  accountSessionsEndOthers: 'signs the member out everywhere else',
  rewardRedeem: 'spends the member’s points',
  promoCodeClaim: 'credits points, once per member',
  linkCard: 'links a card to the account',
  contactUs: 'mails customer care',
  offerActivate: 'activates an offer for the member',
  offerUndo: 'undoes the member’s activation of an offer',
  offersPublish: 'an operator route: publishes offers (marketing’s token, never the BFF’s)',
  offersPreview: 'an operator route: stages a file to preview (marketing’s token, never the BFF’s)',
  purchaseRecord: 'an operator route: records a purchase (the till’s token, never the BFF’s)',
};

/** A well-formed link token no provider issued: its routes must refuse it as an invalid link. */
const UNKNOWN_LINK_TOKEN = 'contractsuiteunknowntoken0000000';
/** Passes the password rule, so only the unknown token can be refused. */
const RULE_ABIDING_PASSWORD = 'Contract!Suite2026';

type Caller = 'client' | 'member' | 'none';

interface Probe {
  /** Whose bearer token goes with it; the /oauth routes pass `basic` instead. */
  as?: Caller;
  values?: Record<string, string>;
  query?: string;
  init?: Omit<ProviderCall, 'bearer'>;
  /** Names the call in a failure, when a route is called more than once. */
  label?: string;
}

function routeNamed(operationId: string): ProviderRoute {
  const route = PROVIDER_ROUTES.find((candidate) => candidate.operationId === operationId);
  if (!route) throw new Error(`No route ${operationId} in the contract.`);
  return route;
}

/**
 * Checks a provider against the contract: signs in as the BFF does (client credentials for the
 * application token, the password grant for the member, a refresh), calls every route it safely
 * can with the answers of earlier calls (a reward id, a voucher number, the current session) and
 * judges each answer against the route table's schemas. Ends the session it opened.
 */
export async function runContractSuite(options: ContractSuiteOptions): Promise<ContractReport> {
  const call = providerCaller(options.providerUrl, options.fetch);
  const basic = { clientId: options.clientId, clientSecret: options.clientSecret };
  const tally = new Map<string, { reasons: string[]; calls: number; skip?: string }>();
  const tokens: { client?: string | undefined; member?: string | undefined } = {};

  const entry = (operationId: string) => {
    routeNamed(operationId);
    const found = tally.get(operationId) ?? { reasons: [], calls: 0 };
    tally.set(operationId, found);
    return found;
  };
  const fail = (operationId: string, reason: string) => entry(operationId).reasons.push(reason);
  const skip = (operationId: string, reason: string) => {
    const found = entry(operationId);
    found.skip ??= reason;
  };

  /** Calls a route and judges the answer; the body as the schema read it, or undefined on any failure. */
  async function probe<T = unknown>(operationId: string, probe: Probe, expected: Expectation | number) {
    const route = routeNamed(operationId);
    const prefix = probe.label ? `${probe.label}: ` : '';
    const as = probe.as ?? 'none';
    const bearer = as === 'none' ? undefined : tokens[as];
    if (as !== 'none' && !bearer) {
      fail(operationId, `${prefix}not checked: no ${as} token (its grant failed)`);
      return undefined;
    }
    const path = `${examplePath(route, probe.values)}${probe.query ? `?${probe.query}` : ''}`;
    entry(operationId).calls++;
    try {
      const answer = await call(route.method, path, { ...probe.init, ...(bearer ? { bearer } : {}) });
      const verdict = checkAnswer(route, answer, typeof expected === 'number' ? { status: expected } : expected);
      if (verdict.ok) return verdict.body as T;
      fail(operationId, `${prefix}${verdict.reason}`);
    } catch (error) {
      fail(operationId, `${prefix}no answer (${(error as Error).message})`);
    }
    return undefined;
  }

  // Signing in, as shell/server/session/token-broker.ts and the BFF's login do.
  await probe('healthReady', {}, 200);
  type Tokens = v.InferOutput<typeof TokenResponseSchema>;
  const grant = (form: Record<string, string>, label: string, expected: Expectation | number = 200) =>
    probe<Tokens>('oauthToken', { init: { basic, form }, label }, expected);
  tokens.client = (await grant({ grant_type: 'client_credentials' }, 'client_credentials'))?.access_token;
  const signedIn = await grant(
    {
      grant_type: 'password',
      username: options.username,
      password: options.password,
      user_agent: 'island-rewards-contract-suite',
    },
    'password grant',
  );
  let refresh = signedIn?.refresh_token;
  if (signedIn && !refresh) fail('oauthToken', 'password grant: no refresh_token in the answer');
  tokens.member = signedIn?.access_token;
  if (refresh) {
    const rotated = await grant({ grant_type: 'refresh_token', refresh_token: refresh }, 'refresh_token grant');
    if (rotated?.refresh_token) {
      tokens.member = rotated.access_token;
      refresh = rotated.refresh_token;
    } else if (rotated) {
      fail('oauthToken', 'refresh_token grant: no new refresh_token in the answer');
    }
  }
  await probe('oauthLoginKey', { init: { basic, form: { login: options.username } } }, 200);

  // The member's account.
  const auth = await probe<v.InferOutput<typeof CheckAuthResponseSchema>>(
    'accountCheckAuth',
    { as: 'member', label: 'member token' },
    200,
  );
  if (auth && !auth.authenticated) fail('accountCheckAuth', 'member token: answered authenticated: false');
  const visitor = await probe<v.InferOutput<typeof CheckAuthResponseSchema>>(
    'accountCheckAuth',
    { as: 'client', label: 'client token' },
    200,
  );
  if (visitor?.authenticated) fail('accountCheckAuth', 'client token: answered authenticated: true');
  await probe('accountType', { as: 'member', query: `card=${encodeURIComponent(options.username)}` }, 200);
  const account = await probe<v.InferOutput<typeof AccountSchema>>('accountUserInfo', { as: 'member' }, 200);
  for (const operationId of [
    'accountSummary',
    'accountPoints',
    'accountPointsExpiry',
    'accountMetrics',
    'accountTier',
  ]) {
    await probe(operationId, { as: 'member' }, 200);
  }
  // The answers the portal's session handling relies on: 401 without a token, 403 for a client's.
  await probe('accountSummary', { label: 'without a token' }, 401);
  await probe('accountPoints', { as: 'client', label: 'with the client token' }, 403);

  // The ledger.
  const page = await probe<v.InferOutput<typeof TransactionsPageSchema>>(
    'accountTransactions',
    { as: 'member', query: 'size=5&page=0' },
    200,
  );
  await probe('accountTransactionsCsv', { as: 'member' }, 200);
  const transaction = page?.content[0];
  if (transaction) {
    await probe('accountTransaction', { as: 'member', values: { id: String(transaction.id) } }, 200);
  } else if (page) {
    skip('accountTransaction', 'the member has no transactions');
  } else {
    fail('accountTransaction', 'not checked: the transactions page failed');
  }

  // Registration's checks and the e-mailed links (refused: the token is no provider's).
  await probe('accountValidatePhoneNumber', { as: 'client', init: { json: { phoneNumber: '876 555 0123' } } }, 200);
  await probe(
    'accountValidateEmail',
    { as: 'client', init: { json: { emailAddress: account?.emailAddress ?? 'someone@example.com' } } },
    200,
  );
  const invalidLink = { status: 400, code: ERROR_CODES.invalidLink };
  await probe('accountVerifyEmail', { as: 'client', query: `token=${UNKNOWN_LINK_TOKEN}` }, invalidLink);
  await probe(
    'accountPasswordApply',
    { as: 'client', init: { json: { token: UNKNOWN_LINK_TOKEN, password: RULE_ABIDING_PASSWORD } } },
    invalidLink,
  );

  // E-mail preferences: saving what was read changes nothing.
  type Preferences = v.InferOutput<typeof EmailPreferencesSchema>;
  const preferences = await probe<Preferences>('accountEmailPreferences', { as: 'member' }, 200);
  if (preferences) {
    const saved = await probe<Preferences>(
      'accountEmailPreferencesSave',
      { as: 'member', init: { json: preferences } },
      200,
    );
    if (saved && JSON.stringify(saved) !== JSON.stringify(preferences)) {
      fail('accountEmailPreferencesSave', 'answered other preferences than the ones saved');
    }
  } else {
    fail('accountEmailPreferencesSave', 'not checked: reading the preferences failed');
  }

  // The security centre: ending the asking session is refused (409), so nothing ends.
  const sessions = await probe<v.InferOutput<typeof MemberSessionsSchema>>('accountSessions', { as: 'member' }, 200);
  const current = sessions?.find((session) => session.current);
  if (current) {
    await probe(
      'accountSessionEnd',
      { as: 'member', values: { id: current.id }, label: 'the asking session' },
      { status: 409, code: ERROR_CODES.conflict },
    );
  } else {
    fail('accountSessionEnd', `not checked: ${sessions ? 'no session is marked current' : 'the sessions list failed'}`);
  }
  await probe('accountSignIns', { as: 'member' }, 200);

  // Wallet passes of the card.
  await probe('accountCardApplePass', { as: 'member' }, 200);
  await probe('accountCardGoogleWalletLink', { as: 'member' }, 200);

  // Vouchers.
  const vouchers = await probe<Voucher[]>('vouchers', { as: 'member' }, 200);
  await probe('vouchersSearch', { as: 'member', query: 'shouldPage=true&page=0&size=5' }, 200);
  const active = await probe<VoucherPage>(
    'vouchersSearch',
    { as: 'member', query: 'shouldPage=true&page=0&size=1&status=issued&sort=expiresAt,asc', label: 'active vouchers' },
    200,
  );
  await probe('voucherReleaseConfig', { as: 'client' }, 200);
  const voucher = vouchers?.[0];
  if (voucher) {
    await probe('voucher', { as: 'member', values: { id: String(voucher.id) }, label: 'by id' }, 200);
    await probe('voucher', { as: 'member', values: { id: voucher.voucherNumber }, label: 'by voucher number' }, 200);
  } else if (vouchers) {
    skip('voucher', 'the member has no vouchers');
  } else {
    fail('voucher', 'not checked: the voucher list failed');
  }
  const activeVoucher = active?.content[0];
  for (const operationId of ['voucherApplePass', 'voucherGoogleWalletLink']) {
    if (activeVoucher) {
      await probe(operationId, { as: 'member', values: { voucherNumber: activeVoucher.voucherNumber } }, 200);
    } else if (active) {
      skip(operationId, 'the member has no active voucher');
    } else {
      fail(operationId, 'not checked: the search for active vouchers failed');
    }
  }

  // Rewards.
  await probe('rewardCategories', { as: 'client' }, 200);
  const catalogue = await probe<Reward[] | RewardPage>('rewards', { as: 'client', label: 'a list' }, 200);
  const paged = await probe<Reward[] | RewardPage>(
    'rewards',
    { as: 'client', query: 'shouldPage=true&page=0&size=5', label: 'shouldPage=true' },
    200,
  );
  if (Array.isArray(paged)) fail('rewards', 'shouldPage=true: answered a list, not a page');
  await probe('rewardsSearch', { as: 'client', query: 'query=&shouldPage=true&page=0&size=5' }, 200);
  await probe(
    'rewardsSearch',
    { as: 'member', query: 'affordable=true&shouldPage=true&page=0&size=5', label: 'affordable, as the member' },
    200,
  );
  await probe(
    'rewardsSearch',
    { as: 'client', query: 'affordable=true', label: 'a member-only filter with the client token' },
    400,
  );
  const rewards = catalogue === undefined ? undefined : Array.isArray(catalogue) ? catalogue : catalogue.content;
  const reward = rewards?.[0];
  if (reward) {
    await probe('reward', { as: 'client', values: { id: String(reward.id) } }, 200);
    const image = /^\/media\/rewards\/([^/?#]+)$/.exec(reward.imageUrl)?.[1];
    if (image) await probe('rewardImage', { values: { file: image } }, 200);
    else skip('rewardImage', `the reward's imageUrl (${reward.imageUrl}) is not a /media/rewards/ path`);
  } else {
    for (const operationId of ['reward', 'rewardImage']) fail(operationId, 'not checked: no reward in the catalogue');
  }

  // Favourites: one added and removed again, so the member's list ends as it began.
  const favourites = await probe<number[]>('rewardFavourites', { as: 'member' }, 200);
  const candidate = rewards?.find((item) => !favourites?.includes(item.id));
  if (favourites && candidate) {
    const values = { id: String(candidate.id) };
    await probe('rewardFavouriteAdd', { as: 'member', values }, 204);
    const added = await probe<number[]>('rewardFavourites', { as: 'member', label: 'after adding one' }, 200);
    if (added && !added.includes(candidate.id)) fail('rewardFavouriteAdd', 'the reward added is not in the favourites');
    await probe('rewardFavouriteRemove', { as: 'member', values }, 204);
    const removed = await probe<number[]>('rewardFavourites', { as: 'member', label: 'after removing it' }, 200);
    if (removed?.includes(candidate.id)) fail('rewardFavouriteRemove', 'the reward removed is still a favourite');
  } else {
    for (const operationId of ['rewardFavouriteAdd', 'rewardFavouriteRemove']) {
      fail(operationId, 'not checked: no reward that is not a favourite already');
    }
  }

  // Promo codes, cards, the captcha.
  await probe('promoCode', { as: 'member', values: { code: options.promoCode } }, 200);
  await probe('linkedCards', { as: 'member' }, 200);
  await probe('offers', { as: 'member' }, 200);
  const challenge = await probe<v.InferOutput<typeof CaptchaChallengeSchema>>(
    'captchaChallenge',
    { as: 'client' },
    200,
  );
  if (challenge) {
    // A real challenge with a wrong solution: refused, and nothing is spent.
    const payload = btoa(JSON.stringify({ challenge, solution: { counter: 0, derivedKey: '00' } }));
    await probe(
      'verifyCaptcha',
      { as: 'client', init: { json: { payload } }, label: 'a wrong solution' },
      { status: 400, code: ERROR_CODES.captchaInvalid },
    );
  } else {
    fail('verifyCaptcha', 'not checked: no challenge');
  }

  // The suite's session ends, and its refresh token with it.
  if (refresh) {
    await probe('oauthRevoke', { init: { basic, form: { token: refresh, token_type_hint: 'refresh_token' } } }, 200);
    await grant({ grant_type: 'refresh_token', refresh_token: refresh }, 'the revoked refresh token', {
      status: 400,
      code: ERROR_CODES.invalidGrant,
    });
  } else {
    fail('oauthRevoke', 'not checked: no session was opened');
  }

  for (const [operationId, reason] of Object.entries(UNPROBED_ROUTES)) skip(operationId, reason);

  const results = PROVIDER_ROUTES.map((route): RouteResult => {
    const found = tally.get(route.operationId);
    if (!found) return { route, outcome: 'skip', reasons: ['the suite has no probe for this route'], calls: 0 };
    if (found.reasons.length > 0) return { route, outcome: 'fail', reasons: found.reasons, calls: found.calls };
    if (found.calls === 0) return { route, outcome: 'skip', reasons: [found.skip ?? 'not called'], calls: 0 };
    return { route, outcome: 'pass', reasons: [], calls: found.calls };
  });
  const count = (outcome: RouteOutcome) => results.filter((result) => result.outcome === outcome).length;
  return { results, passed: count('pass'), failed: count('fail'), skipped: count('skip') };
}
