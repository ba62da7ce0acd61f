// The modules the shell lends the remotes on demand (see shared-modules.ts for the two kinds). Its
// own file: the offline copy's gathering (save-offline-copy.ts) loads what the vouchers remote borrows
// without pulling in the shell's evaluated singletons, and the federation runtime hands these to
// the runtime as `get` factories.

/**
 * The modules lent on demand, by request: each loads the shell's own module (a lazy chunk of its
 * build, or at once when the page already has it), never a second copy. Their chunks are named
 * `lent-…`, so the /login budget (bench/src/check-budget.ts) knows them for what loads after use.
 *
 * The calls only the account remote borrows share one chunk, `lent-api-client-account-calls`:
 * its pages ask for most of them at once (the dashboard, six), and each chunk is a request, a
 * script element and a task of its own at the page's start — the dashboard's hydration waited
 * on nine such chunks, one of them a round trip later (docs/performance.md, "Tried"). A call
 * another remote borrows too keeps a chunk of its own, so that remote's pages load no more bytes.
 */
export const LENT_ON_DEMAND: Record<string, () => Promise<unknown>> = {
  '@portal/api-client/calls/account': () =>
    import(/* webpackChunkName: "lent-api-client-calls-account" */ '@portal/api-client/calls/account'),
  '@portal/api-client/calls/captcha': () =>
    import(/* webpackChunkName: "lent-api-client-calls-captcha" */ '@portal/api-client/calls/captcha'),
  '@portal/api-client/calls/cards': () =>
    import(/* webpackChunkName: "lent-api-client-account-calls" */ '@portal/api-client/calls/cards'),
  '@portal/api-client/calls/contact': () =>
    import(/* webpackChunkName: "lent-api-client-calls-contact" */ '@portal/api-client/calls/contact'),
  '@portal/api-client/calls/email-preferences': () =>
    import(/* webpackChunkName: "lent-api-client-account-calls" */ '@portal/api-client/calls/email-preferences'),
  '@portal/api-client/calls/offers': () =>
    import(/* webpackChunkName: "lent-api-client-calls-offers" */ '@portal/api-client/calls/offers'),
  '@portal/api-client/calls/promo-codes': () =>
    import(/* webpackChunkName: "lent-api-client-account-calls" */ '@portal/api-client/calls/promo-codes'),
  '@portal/api-client/calls/rewards': () =>
    import(/* webpackChunkName: "lent-api-client-calls-rewards" */ '@portal/api-client/calls/rewards'),
  '@portal/api-client/calls/security': () =>
    import(/* webpackChunkName: "lent-api-client-account-calls" */ '@portal/api-client/calls/security'),
  '@portal/api-client/calls/tier': () =>
    import(/* webpackChunkName: "lent-api-client-account-calls" */ '@portal/api-client/calls/tier'),
  '@portal/api-client/calls/transactions': () =>
    import(/* webpackChunkName: "lent-api-client-account-calls" */ '@portal/api-client/calls/transactions'),
  '@portal/api-client/calls/vouchers': () =>
    import(/* webpackChunkName: "lent-api-client-calls-vouchers" */ '@portal/api-client/calls/vouchers'),
  '@portal/api-client/calls/wallet': () =>
    import(/* webpackChunkName: "lent-api-client-calls-wallet" */ '@portal/api-client/calls/wallet'),
  '@portal/api-client/solve-login-challenge': () =>
    import(/* webpackChunkName: "lent-api-client-solve-login-challenge" */ '@portal/api-client/solve-login-challenge'),
  'jotai/utils': () => import(/* webpackChunkName: "lent-jotai-utils" */ 'jotai/utils'),
};

/**
 * The loaders of the modules lent on demand that a remote borrows: those its manifest declares
 * among its shared modules (`shared[].name`). Anything else there (the singletons the page
 * already has, a name the shell does not lend) needs no loading.
 */
export function lentTo(
  manifest: unknown,
  lent: Record<string, () => Promise<unknown>> = LENT_ON_DEMAND,
): (() => Promise<unknown>)[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return shared.flatMap((module: { name?: unknown } | null) => {
    const lend = typeof module?.name === 'string' ? lent[module.name] : undefined;
    return lend ? [lend] : [];
  });
}
