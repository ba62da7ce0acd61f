import { PopUpCookiePayloadSchema } from '@portal/contracts/bff';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type * as v from 'valibot';
import type { BffRoutes } from '../context.ts';
import { sendError } from '../http/bff-error.ts';
import { POP_UP_CLOCK_SKEW_MS, setPopUpCookie } from '../session/session-cookies.ts';

/**
 * Stored pop-up state lasts the day it was stored; anything longer is refused. The member's device
 * clock says when that day ends, so their clock may be off ours by `POP_UP_CLOCK_SKEW_MS` either way.
 */
const MAX_LIFETIME_MS = 25 * 3_600_000;

/** POST /bff/pop-up — mirrors a pop-up's state (requirements §8.3 pop-up rule) into its signed cookie. */
export const popUpRoutes: BffRoutes = async (app, { ctx }) => {
  app.post<{ Body: v.InferOutput<typeof PopUpCookiePayloadSchema> }>(
    '/bff/pop-up',
    { schema: { body: PopUpCookiePayloadSchema } },
    async (request, reply) => {
      const { body } = request;
      const expiresIn = Date.parse(body.expiresAt) - Date.now();
      if (expiresIn <= -POP_UP_CLOCK_SKEW_MS || expiresIn > MAX_LIFETIME_MS + POP_UP_CLOCK_SKEW_MS) {
        return sendError(reply, 400, {
          code: ERROR_CODES.badRequest,
          message: 'A pop-up state lasts the day it is stored.',
        });
      }
      const { key, ...state } = body;
      setPopUpCookie(reply, ctx.settings, key, state);
      return reply.status(204).header('cache-control', 'no-store').send();
    },
  );
};
