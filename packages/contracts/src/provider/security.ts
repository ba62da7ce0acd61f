import * as v from 'valibot';

/**
 * The security centre's calls (docs/decisions/0042-security-centre.md; ours, not the requirements'):
 * the member's signed-in sessions and their recent sign-ins. Devices and browsers are named by the
 * provider from the User-Agent each sign-in came with ("Chrome", "Windows computer").
 */

/** One signed-in session (a refresh-token family at the provider). */
export const MemberSessionSchema = v.object({
  /** The session's id: what `DELETE account/sessions/{id}` takes. */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  device: v.string(),
  browser: v.string(),
  /** ISO 8601 date-time of the sign-in. */
  signedInAt: v.string(),
  /** ISO 8601 date-time it was last used, to within an access token's lifetime (15 minutes). */
  lastActiveAt: v.string(),
  /** The session of the browser asking. */
  current: v.boolean(),
});
export type MemberSession = v.InferOutput<typeof MemberSessionSchema>;

/** GET /api/v1/account/sessions: the member's open sessions, this one first, then most recently used first. */
export const MemberSessionsSchema = v.array(MemberSessionSchema);

/** DELETE /api/v1/account/sessions (every session but the caller's): how many were ended. */
export const SessionsEndedSchema = v.object({ ended: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** One sign-in attempt on the account: a right or a wrong password. */
export const SignInEventSchema = v.object({
  /** ISO 8601 date-time. */
  at: v.string(),
  device: v.string(),
  browser: v.string(),
  succeeded: v.boolean(),
});
export type SignInEvent = v.InferOutput<typeof SignInEventSchema>;

/** GET /api/v1/account/sign-ins: the last `SIGN_INS_SHOWN` attempts, newest first. */
export const SignInEventsSchema = v.array(SignInEventSchema);

/** How many recent sign-ins the security centre lists. */
export const SIGN_INS_SHOWN = 10;

/** The path parameter of `DELETE account/sessions/{id}`. */
export const SessionIdParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) });
