import type { ProviderRoutes } from '../../context.ts';
import { registerOauthLoginKey } from './oauth-login-key.ts';
import { registerOauthRevoke } from './oauth-revoke.ts';
import { registerOauthToken } from './oauth-token.ts';

/**
 * `/oauth/…`: the OAuth 2 grants the BFF signs members in with, revoking a session, and the login key the BFF counts login attempts under.
 */
export const oauthRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerOauthToken(app, ctx);
  registerOauthRevoke(app, ctx);
  registerOauthLoginKey(app, ctx);
};
