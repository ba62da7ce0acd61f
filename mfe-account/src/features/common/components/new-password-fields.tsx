import { CheckboxField } from '@portal/ui/checkbox-field';
import { TextField } from '@portal/ui/text-field';
import { PASSWORD_REQUIREMENTS } from '@portal/validation/field-rules';
import { useState } from 'react';
import styles from './new-password-fields.module.css';

const RULE_HINT = '12 to 30 characters, with a lowercase letter, an uppercase letter, a number and a symbol.';

/**
 * A new password and its confirmation (requirements §17.2 rule), with a checklist that ticks off each part
 * of the rule as the member types, and a switch to show what they typed.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
  passwordLabel = 'Password',
}: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: string | undefined; passwordConfirmation?: string | undefined };
  passwordLabel?: string;
}) {
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  return (
    <div>
      <TextField
        label={passwordLabel}
        name="password"
        type={type}
        autoComplete="new-password"
        hint={RULE_HINT}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
      />
      {/* The hint says the rule to screen readers; this list shows sighted members how far along they are. */}
      <ul className={styles.passwordRules} aria-hidden="true">
        {PASSWORD_REQUIREMENTS.map((rule) => {
          const met = rule.met(password);
          return (
            <li key={rule.id} className={met ? styles.passwordRulesMet : undefined}>
              <span className={styles.passwordRulesMark}>{met ? '✓' : '○'}</span> {rule.label}
            </li>
          );
        })}
      </ul>
      <TextField
        label="Confirm password"
        name="passwordConfirmation"
        type={type}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        error={errors.passwordConfirmation}
      />
      <CheckboxField label="Show passwords" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
    </div>
  );
}
