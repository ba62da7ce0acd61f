import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../config/settings.ts';

/**
 * The first-party cookie that keeps a visitor on the same side of every canary: a random id and
 * nothing else (no personal data), signed with BFF_SECRET by @fastify/cookie. Which version a
 * visitor is served is a function of this id (canary-bucket.ts), so the signature makes the
 * assignment the BFF's: a browser can neither choose its side nor name a visitor the BFF never
 * issued, and telemetry counts a visitor once however many beacons it sends.
 */
export const VISITOR_COOKIE = 'portal_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The visitor id of a request whose cookie the BFF signed; null without one (absent, unsigned or forged). */
export function visitorIdOf(request: FastifyRequest): string | null {
  const raw = request.cookies[VISITOR_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null && VISITOR_ID.test(unsigned.value) ? unsigned.value : null;
}

/** The browser's visitor id, given one (a signed cookie) when it has none or its cookie does not verify. */
export function ensureVisitorId(settings: BffSettings, request: FastifyRequest, reply: FastifyReply): string {
  const existing = visitorIdOf(request);
  if (existing) return existing;
  const visitor = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, visitor, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secureCookies,
    path: '/',
    maxAge: VISITOR_MAX_AGE_SECONDS,
  });
  return visitor;
}
