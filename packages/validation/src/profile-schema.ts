import * as v from 'valibot';
import { profileFormFields, withProfileRules } from './profile-fields.ts';

/** What the profile form holds: strings, as the inputs give them. */
export interface ProfileFormValues {
  prefix: string;
  firstName: string;
  lastName: string;
  gender: string;
  birthdate: string;
  phoneNumber: string;
  address1: string;
  city: string;
  parish: string;
  householdSize: string;
  dependants: string;
  income: string;
  occupation: string;
  namedDependants: Array<{ firstName: string; relationship: string }>;
}

/** The member's profile form (the fields and rules of profile-fields.ts, read from strings). */
export const profileFormSchema = withProfileRules(v.object(profileFormFields()));
