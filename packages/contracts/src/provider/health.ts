import * as v from 'valibot';

/**
 * GET /health/ready — whether the provider should be sent traffic: 200 when it is, 503 while it
 * drains or cannot reach its database. The BFF reads the status only (its own readiness follows
 * it); the body says why, for people.
 */
export const ReadinessSchema = v.looseObject({ status: v.literal('ready') });
export const NotReadySchema = v.looseObject({ status: v.literal('not ready') });
