import { getSessions, getSignIns } from '@portal/api-client/calls/security';
import type { MemberSession, SignInEvent } from '@portal/contracts/provider/security';

/** What the security centre shows: the open sessions and the recent sign-ins. */
export interface SecurityCentreData {
  sessions: MemberSession[];
  signIns: SignInEvent[];
}

/** Starts both requests at once; the account page's loader hands the promise to `SecurityCentre`. */
export async function loadSecurityCentre(): Promise<SecurityCentreData> {
  const [sessions, signIns] = await Promise.all([getSessions(), getSignIns()]);
  return { sessions, signIns };
}
