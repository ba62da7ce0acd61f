import { CheckboxField } from '@portal/ui/checkbox-field';
import { DateField } from '@portal/ui/date-field';
import type { useForm } from '@portal/ui/form/use-form';
import { SelectField } from '@portal/ui/select-field';
import { TextField } from '@portal/ui/text-field';
import { GENDERS } from '@portal/validation/constants';
import { emailRule, FIELD_LIMITS, phoneRule } from '@portal/validation/field-rules';
import type { RegistrationFormValues, registrationFormSchema } from '@portal/validation/registration-schema';
import * as v from 'valibot';
import { NameFields } from '../../common/components/name-fields.tsx';
import { NewPasswordFields } from '../../common/components/new-password-fields.tsx';
import styles from '../../common/form-layout.module.css';
import { checkContactField } from '../check-contact-fields.ts';

export type RegistrationForm = ReturnType<typeof useForm<RegistrationFormValues, typeof registrationFormSchema>>;

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  prefix: '',
  firstName: '',
  lastName: '',
  emailAddress: '',
  phoneNumber: '',
  birthdate: '',
  gender: '',
  password: '',
  passwordConfirmation: '',
  termsAccepted: false,
};

const RULES = { emailAddress: emailRule(), phoneNumber: phoneRule() } as const;

/**
 * The fields of a full registration, shared by /register and a guest's registration on
 * /account?edit=guest-registration. The e-mail address and phone number are checked with the
 * provider (validate/email, validate/phone-number) as soon as the member leaves the field.
 */
export function RegistrationFields({ form }: { form: RegistrationForm }) {
  const { values, errors, setValue, bind } = form;

  const checkWithProvider = async (field: 'emailAddress' | 'phoneNumber'): Promise<void> => {
    const value = values[field];
    // Only a value the form itself accepts is worth asking about; the form shows its own messages.
    if (!value.trim() || !v.is(RULES[field], value)) return;
    const message = await checkContactField(field, value);
    if (message) form.showFieldErrors({ [field]: message }, false);
  };

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>About you</legend>
        <NameFields bind={bind} />
        <DateField
          label="Date of birth"
          autoComplete="bday"
          hint={`Day, month and year, e.g. 17/05/1992. You must be ${FIELD_LIMITS.minimumAge} or older.`}
          {...bind('birthdate')}
        />
        <SelectField
          label="Gender (optional)"
          placeholder="—"
          options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
          {...bind('gender')}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>How we reach you</legend>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="We’ll send a link to this address to verify it."
          {...bind('emailAddress')}
          onBlur={() => void checkWithProvider('emailAddress')}
        />
        <TextField
          label="Mobile phone number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint="10 digits, starting 876 or 658."
          {...bind('phoneNumber')}
          onBlur={() => void checkWithProvider('phoneNumber')}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Your password</legend>
        <NewPasswordFields
          password={values.password}
          confirmation={values.passwordConfirmation}
          onPassword={(value) => setValue('password', value)}
          onConfirmation={(value) => setValue('passwordConfirmation', value)}
          errors={errors}
        />
      </fieldset>

      <CheckboxField
        name="termsAccepted"
        label={
          <>
            I accept the{' '}
            <a href="/terms-and-conditions" target="_blank" rel="noopener">
              terms and conditions
            </a>{' '}
            and the{' '}
            <a href="/privacy-policy" target="_blank" rel="noopener">
              privacy policy
            </a>{' '}
            (they open in a new tab)
          </>
        }
        checked={values.termsAccepted}
        onChange={(event) => setValue('termsAccepted', event.target.checked)}
        error={errors.termsAccepted}
      />
    </>
  );
}
