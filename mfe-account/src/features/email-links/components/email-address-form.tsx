import { messageOf } from '@portal/api-client/api-failure';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { TextField } from '@portal/ui/text-field';
import { emailAddressFormSchema } from '@portal/validation/email-address-schema';
import { type ReactNode, useState } from 'react';

/**
 * The one-field form of /forgot-password and /resend-verification: an e-mail address, sent to the
 * provider, then a message that does not say whether an account has that address.
 */
export function EmailAddressForm({
  label,
  initialEmail,
  submitLabel,
  busyLabel,
  send,
  sent,
}: {
  label: string;
  initialEmail: string;
  submitLabel: string;
  busyLabel: string;
  send: (emailAddress: string) => Promise<unknown>;
  sent: (emailAddress: string) => ReactNode;
}) {
  const form = useForm(emailAddressFormSchema, { emailAddress: initialEmail });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (value) => {
      await send(value.emailAddress);
      setSentTo(value.emailAddress);
    },
    { onFailure: messageOf },
  );

  if (sentTo) {
    return (
      <Alert tone="success">
        <div data-testid="email-sent">{sent(sentTo)}</div>
      </Alert>
    );
  }
  return (
    <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label="E-mail address"
        name="emailAddress"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.emailAddress}
        onChange={(event) => form.setValue('emailAddress', event.target.value)}
        error={form.errors.emailAddress}
      />
      <Button type="submit" block busy={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
