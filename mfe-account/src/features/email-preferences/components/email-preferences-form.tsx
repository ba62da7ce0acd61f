import { messageOf } from '@portal/api-client/api-failure';
import { requestStatement, saveEmailPreferences } from '@portal/api-client/calls/email-preferences';
import { type EmailPreferences, EmailPreferencesSchema } from '@portal/contracts/provider/email-preferences';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { CheckboxField } from '@portal/ui/checkbox-field';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { useRef, useState } from 'react';
import { formatMonthYear } from '../../common/format.ts';
import styles from './email-preferences-form.module.css';

const CHOICES: ReadonlyArray<[key: keyof EmailPreferences, label: string]> = [
  ['pointsExpiry', 'Points about to expire: a reminder 30 and 7 days before'],
  ['newRewards', 'New rewards in the catalogue'],
  ['statements', 'A monthly statement of my points'],
];

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Which e-mails the member gets, saved by the provider, and last month's statement on request.
 * Only for a member whose own address is verified: that is where these e-mails go.
 */
export function EmailPreferencesForm({ initial, emailAddress }: { initial: EmailPreferences; emailAddress: string }) {
  // Its boxes are the form's values: a box ticked on the server's page before the scripts came is kept.
  const form = useForm(EmailPreferencesSchema, initial);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  // The send is the one every form has, so a double Enter saves once.
  const save = useSubmit(
    form,
    async (value) => {
      setNotice(null);
      form.setValues(await saveEmailPreferences(value));
      setNotice({ tone: 'success', text: 'Your e-mail preferences are saved.' });
    },
    { onFailure: (error) => `We couldn’t save your preferences. ${messageOf(error)}` },
  );

  // A ref, as in useSubmit: two clicks in one frame both see `sending` false.
  const statementUnderWay = useRef(false);
  const sendStatement = async () => {
    if (statementUnderWay.current) return;
    statementUnderWay.current = true;
    setSending(true);
    setNotice(null);
    try {
      const sent = await requestStatement();
      setNotice({
        tone: 'success',
        text: `We’ve sent your statement for ${formatMonthYear(sent.month)} to ${sent.emailAddress}.`,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: `We couldn’t send your statement. ${messageOf(error)}` });
    } finally {
      statementUnderWay.current = false;
      setSending(false);
    }
  };

  return (
    <form
      method="post"
      ref={form.formRef}
      className={styles.emailPreferences}
      onSubmit={save.onSubmit}
      aria-label="E-mail preferences"
    >
      <p>
        What we e-mail to <span className={styles.emailPreferencesAddress}>{emailAddress}</span>:
      </p>
      {CHOICES.map(([key, label]) => (
        <CheckboxField
          key={key}
          name={key}
          label={label}
          checked={form.values[key]}
          onChange={(event) => form.setValue(key, event.target.checked)}
          error={form.errors[key]}
        />
      ))}
      <div aria-live="polite">
        {save.failure ? (
          <Alert tone="error">{save.failure}</Alert>
        ) : notice ? (
          <Alert tone={notice.tone}>{notice.text}</Alert>
        ) : null}
      </div>
      <div className={styles.emailPreferencesActions}>
        <Button type="submit" busy={save.busy}>
          Save preferences
        </Button>
        <Button variant="secondary" onClick={() => void sendStatement()} busy={sending}>
          E-mail me a statement
        </Button>
      </div>
    </form>
  );
}
