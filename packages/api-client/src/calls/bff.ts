import { isApiFailure } from '@portal/api-client/api-failure';
import { request } from '@portal/api-client/http';
import { solveLoginChallenge } from '@portal/api-client/solve-login-challenge';
import { BffAccountTypeResponseSchema, BffGrantResponseSchema, BffSessionSchema } from '@portal/contracts/bff';
import type { PopUpKey, PopUpState } from '@portal/contracts/pop-up-rule';
import { type RegisterRequest, RegisterResponseSchema } from '@portal/contracts/provider/registration';
import * as v from 'valibot';

/** Calls to the BFF itself: the proxy endpoint (requirements §19.1) and the session. */

export const getSession = () =>
  request({ method: 'get', path: 'bff/session', schema: BffSessionSchema, sessionAware: false });

/** Logout step 1: clears the cookies and revokes the tokens at the provider. */
export const clearSession = () =>
  request({ method: 'delete', path: 'bff/session', schema: undefined, sessionAware: false });

/** Challenges solved for one sign-in before giving up: a challenge goes stale only when more failures raise its cost meanwhile. */
const MAX_CHALLENGES = 3;

/**
 * The password grant. Past an account's free budget the BFF answers `challenge_required` with a
 * proof-of-work challenge; this solves it and sends the login again, so the member does nothing
 * but wait a moment (docs/security.md, "Login defence").
 */
export async function passwordGrant(username: string, password: string) {
  let altcha: string | undefined;
  for (let solved = 0; ; solved++) {
    try {
      return await request({
        method: 'post',
        path: 'bff/token',
        json: { grant_type: 'password', username, password, ...(altcha ? { altcha } : {}) },
        schema: BffGrantResponseSchema,
        sessionAware: false,
      });
    } catch (failure) {
      if (solved >= MAX_CHALLENGES || !isApiFailure(failure) || failure.code !== 'challenge_required') throw failure;
      if (!failure.challenge) throw failure;
      const payload = await solveLoginChallenge(failure.challenge);
      if (!payload) throw failure;
      altcha = payload;
    }
  }
}

export const clientCredentialsGrant = () =>
  request({
    method: 'post',
    path: 'bff/token',
    json: { grant_type: 'client_credentials' },
    schema: BffGrantResponseSchema,
    sessionAware: false,
  });

export const lookupAccountType = (memberId: string, toEncrypt?: string) =>
  request({
    method: 'post',
    path: 'bff/token',
    json: toEncrypt === undefined ? { memberId } : { memberId, toEncrypt },
    schema: BffAccountTypeResponseSchema,
  });

export const storeAccountType = (accountType: 'user' | 'guest') =>
  request({
    method: 'post',
    path: 'bff/token',
    json: { accountType },
    schema: v.object({ accountType: v.picklist(['user', 'guest']) }),
  });

/** Mirrors a pop-up's state into its signed cookie (requirements §8.2). */
export const savePopUpCookie = (key: PopUpKey, state: PopUpState) =>
  request({ method: 'post', path: 'bff/pop-up', json: { key, ...state }, schema: undefined, sessionAware: false });
/**
 * Registration through the proxy's register payload (requirements §19.1): `tokenService` plus the fields; the
 * BFF sends them to POST /api/v1/account/register with its client token. Requirements §20.2: rejects with
 * null when there is no response, otherwise with the error body.
 */
export const register = (fields: RegisterRequest) =>
  request({
    method: 'post',
    path: 'bff/token',
    json: { tokenService: 'client', ...fields },
    schema: RegisterResponseSchema,
    rejection: 'null-without-response',
    sessionAware: false,
  });
