import { SelectField } from '@portal/ui/select-field';
import { TextField } from '@portal/ui/text-field';
import { TITLES } from '@portal/validation/constants';
import styles from '../form-layout.module.css';
import type { BoundField } from '../use-form.ts';

const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }));

/** Title, first name and last name (requirements §9.2), as registration and the profile both ask for them. */
export function NameFields({ bind }: { bind: (key: 'prefix' | 'firstName' | 'lastName') => BoundField }) {
  return (
    <>
      <div className={`${styles.formRow} ${styles.formRowTitle}`}>
        <SelectField label="Title" placeholder="—" options={TITLE_OPTIONS} {...bind('prefix')} />
        <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
      </div>
      <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
    </>
  );
}
