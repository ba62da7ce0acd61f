import type { CookieSerializeOptions } from '@fastify/cookie';
import { PopUpStateSchema } from '@portal/contracts/bff';
import type { PopUpState } from '@portal/contracts/pop-up-rule';
import { AccessTokenClaimsSchema, ROLE_CLIENT } from '@portal/contracts/provider/oauth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { BffSettings } from '../config/settings.ts';

/** Cookie names from requirements §5.1. The browser holds them, but script can never read them (httpOnly). */
const ACCESS_COOKIE = 'access_token';
const REFRESH_COOKIE = 'refresh_token';
/** The member's account type, stored by the login flow (requirements §4.3 step 5). */
const ACCOUNT_TYPE_COOKIE = 'account_type';

export function sessionCookieOptions(settings: BffSettings): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secureCookies,
    path: '/',
    maxAge: settings.sessionMaxAgeSeconds,
  };
}

export interface SessionTokens {
  access: string | undefined;
  refresh: string | undefined;
  accountType: string | undefined;
}

export function readSession(request: FastifyRequest): SessionTokens {
  const cookies = request.cookies;
  const nonEmpty = (value: string | undefined): string | undefined => (value ? value : undefined);
  return {
    access: nonEmpty(cookies[ACCESS_COOKIE]),
    refresh: nonEmpty(cookies[REFRESH_COOKIE]),
    accountType: nonEmpty(cookies[ACCOUNT_TYPE_COOKIE]),
  };
}

/**
 * The claims of an access token, read WITHOUT checking its signature. Only for a token the BFF
 * has just received from the provider itself (its expiry, its subject), or to turn a token away
 * without asking (a claim that it is a client's grants nothing). Anything that grants — "this
 * member is signed in", "this value is theirs" — goes through verifiedMember (token-verifier.ts).
 */
export function peekClaims(token: string): v.InferOutput<typeof AccessTokenClaimsSchema> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = v.safeParse(AccessTokenClaimsSchema, JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function isClientToken(token: string): boolean {
  return peekClaims(token)?.authorities.includes(ROLE_CLIENT) ?? false;
}

export function setMemberTokens(reply: FastifyReply, settings: BffSettings, access: string, refresh: string): void {
  const options = sessionCookieOptions(settings);
  reply.setCookie(ACCESS_COOKIE, access, options);
  reply.setCookie(REFRESH_COOKIE, refresh, options);
}

/** Requirements §5.5 logout step 2: a client-level token, saved with an empty refresh token. */
export function setClientToken(reply: FastifyReply, settings: BffSettings, access: string): void {
  const options = sessionCookieOptions(settings);
  reply.setCookie(ACCESS_COOKIE, access, options);
  reply.clearCookie(REFRESH_COOKIE, { ...options, maxAge: 0 });
  reply.clearCookie(ACCOUNT_TYPE_COOKIE, { ...options, maxAge: 0 });
}

export function setAccountType(reply: FastifyReply, settings: BffSettings, type: string): void {
  reply.setCookie(ACCOUNT_TYPE_COOKIE, type, sessionCookieOptions(settings));
}

export function clearSession(reply: FastifyReply, settings: BffSettings): void {
  const options = { ...sessionCookieOptions(settings), maxAge: 0 };
  reply.clearCookie(ACCESS_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, options);
  reply.clearCookie(ACCOUNT_TYPE_COOKIE, options);
}

/** The signed cookies that mirror pop-up state (requirements §8.2): httpOnly, expiring the day they were set. */
const POP_UP_COOKIES = ['pop_up', 'pop_up_rewards'] as const;
export type PopUpCookie = (typeof POP_UP_COOKIES)[number];

/**
 * How far a member's device clock may be from ours. Why: a pop-up state's expiry is the end of the
 * member's day by their device, and the browser drops the cookie by that same clock; judged by
 * our clock alone, a phone a day off had its state refused (400) or forgotten, and saw the pop-up
 * again on every page.
 */
export const POP_UP_CLOCK_SKEW_MS = 36 * 3_600_000;

export function setPopUpCookie(reply: FastifyReply, settings: BffSettings, key: PopUpCookie, state: PopUpState): void {
  const { maxAge: _sessionLifetime, ...options } = sessionCookieOptions(settings);
  reply.setCookie(key, JSON.stringify(state), { ...options, signed: true, expires: new Date(state.expiresAt) });
}

/** The pop-up state of a valid signed cookie, or null (missing, forged, unreadable or expired). */
export function readPopUpCookie(
  request: FastifyRequest,
  key: PopUpCookie,
  now: number = Date.now(),
): PopUpState | null {
  const raw = request.cookies[key];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const state = v.parse(PopUpStateSchema, JSON.parse(unsigned.value));
    // The browser sends the cookie only while its own clock says it is unexpired.
    return Date.parse(state.expiresAt) > now - POP_UP_CLOCK_SKEW_MS ? state : null;
  } catch {
    return null;
  }
}

export function clearPopUpCookies(reply: FastifyReply, settings: BffSettings): void {
  const options = { ...sessionCookieOptions(settings), maxAge: 0 };
  for (const key of POP_UP_COOKIES) reply.clearCookie(key, options);
}
