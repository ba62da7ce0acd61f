import { request } from '@portal/api-client/http';
import {
  type EmailPreferences,
  EmailPreferencesSchema,
  type StatementRequest,
  StatementSentSchema,
} from '@portal/contracts/provider/email-preferences';

/**
 * The member's e-mail preferences and statements on request
 * (docs/decisions/0039-email-preferences-reminders-statements.md).
 */

export const getEmailPreferences = () =>
  request({ method: 'get', path: 'api/v1/account/email-preferences', schema: EmailPreferencesSchema });

export const saveEmailPreferences = (preferences: EmailPreferences) =>
  request({
    method: 'put',
    path: 'api/v1/account/email-preferences',
    json: preferences,
    schema: EmailPreferencesSchema,
  });

/** E-mails the member a past month's statement (the last one by default). */
export const requestStatement = (statement: StatementRequest = {}) =>
  request({ method: 'post', path: 'api/v1/account/statement', json: statement, schema: StatementSentSchema });
