import { ROLE_CLIENT, ROLE_MEMBER } from '@portal/contracts/provider/oauth';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';

/** GET /api/v1/account/check-auth — who the bearer token belongs to. */
export function registerAccountCheckAuth(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/account/check-auth', { preValidation: requireBearer(ctx) }, async (request) => {
    const principal = request.principal;
    return principal?.kind === 'member'
      ? { authenticated: true, authorities: [ROLE_MEMBER], accountNumber: principal.accountNumber }
      : { authenticated: false, authorities: [ROLE_CLIENT], accountNumber: null };
  });
}
