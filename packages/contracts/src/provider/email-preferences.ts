import * as v from 'valibot';

/**
 * GET / PUT /api/v1/account/email-preferences — what the member wants by e-mail: a reminder 30
 * and 7 days before points expire, news of new rewards, a monthly statement.
 */
export const EmailPreferencesSchema = v.strictObject({
  pointsExpiry: v.boolean(),
  newRewards: v.boolean(),
  statements: v.boolean(),
});
export type EmailPreferences = v.InferOutput<typeof EmailPreferencesSchema>;

/** A calendar month, `YYYY-MM`, from 2000 on. */
const MONTH = /^(2\d{3})-(0[1-9]|1[0-2])$/;

/**
 * POST /api/v1/account/statement — e-mails the member a statement of one month (Jamaica time):
 * the last whole month unless `month` names another one before the current.
 */
export const StatementRequestSchema = v.strictObject({
  month: v.optional(v.pipe(v.string(), v.regex(MONTH, 'Choose a month as YYYY-MM.'))),
});
export type StatementRequest = v.InferOutput<typeof StatementRequestSchema>;

export const StatementSentSchema = v.object({
  status: v.literal('sent'),
  month: v.string(),
  emailAddress: v.string(),
});
export type StatementSent = v.InferOutput<typeof StatementSentSchema>;
