import { request } from '@portal/api-client/http';
import {
  BffAccountTypeResponseSchema,
  BffDecryptResponseSchema,
  BffGrantResponseSchema,
  BffSessionSchema,
} from '@portal/contracts/bff';
import type { PopUpKey, PopUpState } from '@portal/contracts/pop-up-rule';
import * as v from 'valibot';

/** Calls to the BFF itself: the spec's proxy endpoint (§7) and the session. */

export const getSession = () =>
  request({ method: 'get', path: 'bff/session', schema: BffSessionSchema, sessionAware: false });

/** Logout step 1: clears the cookies and revokes the tokens at the provider. */
export const clearSession = () =>
  request({ method: 'delete', path: 'bff/session', schema: undefined, sessionAware: false });

export const passwordGrant = (username: string, password: string) =>
  request({
    method: 'post',
    path: 'bff/token',
    json: { grant_type: 'password', username, password },
    schema: BffGrantResponseSchema,
    sessionAware: false,
  });

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

export const decryptValue = (toDecrypt: string) =>
  request({ method: 'post', path: 'bff/token', json: { toDecrypt }, schema: BffDecryptResponseSchema });

export const storeAccountType = (accountType: 'user' | 'guest') =>
  request({
    method: 'post',
    path: 'bff/token',
    json: { accountType },
    schema: v.object({ accountType: v.picklist(['user', 'guest']) }),
  });

/** Mirrors a pop-up's state into its signed cookie (spec §3). */
export const savePopUpCookie = (key: PopUpKey, state: PopUpState) =>
  request({ method: 'post', path: 'bff/pop-up', json: { key, ...state }, schema: undefined, sessionAware: false });
