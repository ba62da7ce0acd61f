import { request } from '@portal/api-client/http';
import { MemberSessionsSchema, SessionsEndedSchema, SignInEventsSchema } from '@portal/contracts/provider/security';

/**
 * The security centre's calls (docs/decisions/0042-security-centre.md): open sessions, signing them
 * out, recent sign-ins.
 */

export const getSessions = () =>
  request({ method: 'get', path: 'api/v1/account/sessions', schema: MemberSessionsSchema });

/** Signs out one of the member's other sessions (404 when it has already ended). */
export const endSession = (id: string) =>
  request({ method: 'delete', path: `api/v1/account/sessions/${encodeURIComponent(id)}`, schema: undefined });

/** Signs out every session but this browser's. */
export const endOtherSessions = () =>
  request({ method: 'delete', path: 'api/v1/account/sessions', schema: SessionsEndedSchema });

export const getSignIns = () => request({ method: 'get', path: 'api/v1/account/sign-ins', schema: SignInEventsSchema });
