import { messageOf } from '@portal/api-client/api-failure';
import { updateAccount } from '@portal/api-client/calls/account';
import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import type { Account } from '@portal/contracts/provider/account';
import { Link, useNavigate } from '@portal/router/react-router';
import { loadMemberData } from '@portal/session/session-actions';
import { Alert } from '@portal/ui/alert';
import { Button, buttonClassName } from '@portal/ui/button';
import { DateField } from '@portal/ui/date-field';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { SelectField } from '@portal/ui/select-field';
import { TextField } from '@portal/ui/text-field';
import { GENDERS, INCOME_BANDS, OCCUPATIONS, PARISHES, RELATIONSHIPS, TOWNS } from '@portal/validation/constants';
import { FIELD_LIMITS } from '@portal/validation/field-rules';
import { type ProfileFormValues, profileFormSchema } from '@portal/validation/profile-schema';
import { NameFields } from '../../common/components/name-fields.tsx';
import styles from '../../common/form-layout.module.css';
import { incomeLabel } from '../profile-labels.ts';
import { profileValuesOf } from '../profile-values.ts';
import profileFormStyles from './profile-form.module.css';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const INCOME_OPTIONS = INCOME_BANDS.map((band) => ({ value: band, label: incomeLabel(band) ?? band }));
const TOWN_OPTIONS = [...TOWNS]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((town) => ({ value: town.name, label: town.name }));
const PARISH_OPTIONS = PARISHES.map((parish) => ({ value: parish.code, label: parish.name }));
const OCCUPATION_OPTIONS = OCCUPATIONS.map((occupation) => ({ value: occupation.code, label: occupation.label }));

export const PROFILE_SAVED = 'Your profile was saved.';

/**
 * /account?edit=profile: every profile field of requirements §9.2 with the §21.2 lists. Only first and last
 * name are needed to save; the rest can come later (the profile banner asks until it is complete).
 */
export function ProfileForm({ account }: { account: Account }) {
  const navigate = useNavigate();
  const form = useForm(profileFormSchema, profileValuesOf(account));
  const { values, errors, setValue, bind } = form;

  const dependantsCount = /^\d+$/.test(values.dependants.trim()) ? Number(values.dependants) : 0;
  const canNameMore = values.namedDependants.length < Math.min(dependantsCount, FIELD_LIMITS.namedDependantsMax);

  const setDependant = (index: number, change: Partial<ProfileFormValues['namedDependants'][number]>): void => {
    setValue(
      'namedDependants',
      values.namedDependants.map((dependant, i) => (i === index ? { ...dependant, ...change } : dependant)),
    );
  };

  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (value) => {
      await updateAccount({ update: ACCOUNT_EDIT.profile, ...value });
      // The shell's chrome (name, profile banner) reads the account from the session.
      await loadMemberData().catch(() => undefined);
      await navigate('/account', { replace: true, state: { notice: PROFILE_SAVED } });
    },
    { onFailure: messageOf },
  );

  return (
    <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Edit your profile">
      {failure ? <Alert tone="error">{failure}</Alert> : null}

      <fieldset className={styles.fieldset}>
        <legend>About you</legend>
        <NameFields bind={bind} />
        <div className={styles.formRow}>
          <SelectField label="Gender" placeholder="Choose…" options={options(GENDERS)} {...bind('gender')} />
          <DateField
            label="Date of birth"
            autoComplete="bday"
            hint="Day, month and year, e.g. 17/05/1992."
            {...bind('birthdate')}
          />
        </div>
        <SelectField
          label="Occupation (optional)"
          placeholder="Choose…"
          options={OCCUPATION_OPTIONS}
          {...bind('occupation')}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Contact and address</legend>
        <TextField
          label="Mobile phone number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint="10 digits, starting 876 or 658."
          {...bind('phoneNumber')}
        />
        <TextField
          label="Street address"
          autoComplete="address-line1"
          hint="Letters, numbers, spaces, commas, dashes and full stops."
          {...bind('address1')}
        />
        <div className={styles.formRow}>
          <SelectField
            label="Town"
            name="city"
            placeholder="Choose a town…"
            options={TOWN_OPTIONS}
            value={values.city}
            onChange={(event) => {
              const town = TOWNS.find((candidate) => candidate.name === event.target.value);
              // A town lies in one parish: choosing it fills in the parish (which can still be changed).
              form.setValues(town ? { city: town.name, parish: town.parish } : { city: event.target.value });
            }}
            error={errors.city}
          />
          <SelectField label="Parish" placeholder="Choose a parish…" options={PARISH_OPTIONS} {...bind('parish')} />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Your household</legend>
        <div className={styles.formRow}>
          <TextField
            label="People in your household"
            inputMode="numeric"
            hint="Including you."
            {...bind('householdSize')}
          />
          <TextField
            label="Dependants"
            inputMode="numeric"
            hint="People who depend on you; 0 if none."
            {...bind('dependants')}
          />
        </div>
        <SelectField
          label="Household income (monthly)"
          placeholder="Choose…"
          options={INCOME_OPTIONS}
          {...bind('income')}
        />

        <div className={profileFormStyles.dependants} aria-live="polite">
          {values.namedDependants.length > 0 || canNameMore ? (
            <p className={profileFormStyles.dependantsIntro}>
              You may name your dependants (optional), so we can suggest rewards for the whole family.
            </p>
          ) : null}
          {errors.namedDependants ? (
            <p className={profileFormStyles.dependantsError} role="alert">
              {errors.namedDependants}
            </p>
          ) : null}
          {values.namedDependants.map((dependant, index) => (
            // Controlled rows keyed by position: removing one re-renders the rest with their own values.
            <div key={index} className={profileFormStyles.dependantsRow}>
              <TextField
                label={`Dependant ${index + 1}: first name`}
                name={`namedDependants.${index}.firstName`}
                value={dependant.firstName}
                onChange={(event) => setDependant(index, { firstName: event.target.value })}
                error={errors[`namedDependants.${index}.firstName`]}
              />
              <SelectField
                label={`Dependant ${index + 1}: relationship`}
                name={`namedDependants.${index}.relationship`}
                placeholder="Choose…"
                options={options(RELATIONSHIPS)}
                value={dependant.relationship}
                onChange={(event) => setDependant(index, { relationship: event.target.value })}
                error={errors[`namedDependants.${index}.relationship`]}
              />
              <Button
                variant="link"
                className={profileFormStyles.dependantsRemove}
                onClick={() =>
                  setValue(
                    'namedDependants',
                    values.namedDependants.filter((_, i) => i !== index),
                  )
                }
              >
                Remove dependant {index + 1}
              </Button>
            </div>
          ))}
          {canNameMore ? (
            <Button
              variant="secondary"
              onClick={() =>
                setValue('namedDependants', [...values.namedDependants, { firstName: '', relationship: '' }])
              }
            >
              Add a dependant’s name
            </Button>
          ) : null}
        </div>
      </fieldset>

      <div className={styles.formActions}>
        <Button type="submit" busy={busy}>
          {busy ? 'Saving…' : 'Save my profile'}
        </Button>
        <Link to="/account" className={buttonClassName('secondary')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
