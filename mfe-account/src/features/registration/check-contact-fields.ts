import { validateEmail, validatePhoneNumber } from '@portal/api-client/calls/account';
import type { FieldErrors } from '@portal/validation/field-errors';

/**
 * Asks the provider whether the e-mail address and phone number will do (validate/email,
 * validate/phone-number). A check that cannot be made does not block: registration itself
 * checks every field again.
 */
export async function checkContactField(field: 'emailAddress' | 'phoneNumber', value: string): Promise<string | null> {
  try {
    const answer = field === 'emailAddress' ? await validateEmail(value) : await validatePhoneNumber(value);
    return answer.valid ? null : (answer.message ?? null);
  } catch {
    return null;
  }
}

export async function checkContactFields(emailAddress: string, phoneNumber: string): Promise<FieldErrors> {
  const [email, phone] = await Promise.all([
    checkContactField('emailAddress', emailAddress),
    checkContactField('phoneNumber', phoneNumber),
  ]);
  const errors: FieldErrors = {};
  if (email) errors.emailAddress = email;
  if (phone) errors.phoneNumber = phone;
  return errors;
}
