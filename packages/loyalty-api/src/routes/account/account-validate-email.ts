import { type FieldCheck, ValidateEmailRequestSchema } from '@portal/contracts/provider/registration';
import { emailRule } from '@portal/validation/field-rules';
import * as v from 'valibot';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';

/**
 * POST /api/v1/account/validate/email — whether an address will do for registration: well formed, and a
 * member's own (not a generated guest address). It never says whether an account already has the
 * address: that would let anyone probe who is a member
 * (docs/decisions/0034-registration-profile-and-emailed-links.md).
 */
export function registerAccountValidateEmail(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/account/validate/email',
    { preValidation: requireBearer(ctx), schema: { body: ValidateEmailRequestSchema } },
    async (request): Promise<FieldCheck> => {
      const { emailAddress } = request.body;
      const checked = v.safeParse(emailRule(), emailAddress);
      return checked.success
        ? { valid: true, value: checked.output, message: null }
        : { valid: false, value: null, message: checked.issues[0].message };
    },
  );
}
