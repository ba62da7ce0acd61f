import * as v from 'valibot';
import {
  birthdateRule,
  emailRule,
  FIELD_MESSAGES,
  genderRule,
  personNameRule,
  phoneRule,
  titleRule,
} from './field-rules.ts';
import { mustBeTicked, optionalField } from './form-fields.ts';
import { confirmationMatches, newPasswordFields } from './password-schema.ts';

/**
 * Full registration, online (/register) and for a guest becoming a full member
 * (/account?edit=guest-registration): short on purpose — name, e-mail, phone, birthdate and a
 * password; the rest of the profile is asked for afterwards by the profile banner.
 */
export interface RegistrationFormValues {
  prefix: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  birthdate: string;
  gender: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
}

const registrationFieldsSchema = v.object({
  prefix: optionalField(titleRule()),
  firstName: personNameRule(),
  lastName: personNameRule(),
  emailAddress: emailRule(),
  phoneNumber: phoneRule(),
  birthdate: birthdateRule(),
  gender: optionalField(genderRule()),
  ...newPasswordFields(),
  termsAccepted: mustBeTicked(FIELD_MESSAGES.termsRequired),
});

export const registrationFormSchema = v.pipe(
  registrationFieldsSchema,
  confirmationMatches<v.InferOutput<typeof registrationFieldsSchema>>(),
  // The confirmation only guards against typos; it is not sent.
  v.transform(({ passwordConfirmation: _confirmation, ...fields }) => fields),
);
