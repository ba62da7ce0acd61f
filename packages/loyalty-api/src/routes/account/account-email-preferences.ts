import { type EmailPreferences, EmailPreferencesSchema } from '@portal/contracts/provider/email-preferences';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { emailPreferencesOf, saveEmailPreferences } from '../../mail/email-preferences.ts';

/**
 * GET and PUT /api/v1/account/email-preferences — what the signed-in member wants by e-mail
 * (reminders before points expire, new rewards, monthly statements). PUT takes all three.
 */
export function registerAccountEmailPreferences(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/email-preferences',
    { preValidation: requireMember(ctx) },
    async (request): Promise<EmailPreferences> => emailPreferencesOf(ctx.db, memberOf(request).memberId),
  );
  app.put(
    '/api/v1/account/email-preferences',
    { preValidation: requireMember(ctx), schema: { body: EmailPreferencesSchema } },
    async (request): Promise<EmailPreferences> =>
      saveEmailPreferences(ctx.db, memberOf(request).memberId, request.body),
  );
}
