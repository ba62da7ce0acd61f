import type { ProviderRoutes } from '../../context.ts';
import { registerAccountSessionEnd } from './account-session-end.ts';
import { registerAccountSessionsEndOthers } from './account-sessions-end-others.ts';
import { registerAccountSessionsList } from './account-sessions-list.ts';
import { registerAccountSignIns } from './account-sign-ins.ts';

/**
 * `/api/v1/account/sessions` and `/api/v1/account/sign-ins`: the member's security centre — open
 * sessions, signing one or all others out, and the recent sign-in attempts
 * (docs/decisions/0042-security-centre.md).
 */
export const securityRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerAccountSessionsList(app, ctx);
  registerAccountSessionEnd(app, ctx);
  registerAccountSessionsEndOthers(app, ctx);
  registerAccountSignIns(app, ctx);
};
