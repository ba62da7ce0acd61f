import type { ProviderRoutes } from '../../context.ts';
import { registerOauthRevoke } from './oauth-revoke.ts';
import { registerOauthToken } from './oauth-token.ts';

/**
 * `/oauth/…`: the OAuth 2 grants the BFF signs members in with, and revoking a session.
 */
export const oauthRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerOauthToken(app, ctx);
  registerOauthRevoke(app, ctx);
};
