import { type FieldCheck, ValidatePhoneNumberRequestSchema } from '@portal/contracts/provider/registration';
import { phoneRule } from '@portal/validation/field-rules';
import * as v from 'valibot';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';

/**
 * POST /api/v1/account/validate/phone-number — whether a phone number will do: 10 digits with a
 * Jamaican area code (876, 658), given back without spaces or country code. Phone numbers are not
 * unique (a household may share one), so nothing about other accounts is told.
 */
export function registerAccountValidatePhoneNumber(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/account/validate/phone-number',
    { preValidation: requireBearer(ctx), schema: { body: ValidatePhoneNumberRequestSchema } },
    async (request): Promise<FieldCheck> => {
      const { phoneNumber } = request.body;
      const checked = v.safeParse(phoneRule(), phoneNumber);
      return checked.success
        ? { valid: true, value: checked.output, message: null }
        : { valid: false, value: null, message: checked.issues[0].message };
    },
  );
}
