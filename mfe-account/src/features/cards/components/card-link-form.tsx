import { isApiFailure, messageOf } from '@portal/api-client/api-failure';
import { linkCard } from '@portal/api-client/calls/cards';
import { emitInterfaceEvent } from '@portal/contracts/interface-events';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { LinkedCard } from '@portal/contracts/provider/cards';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { TextField } from '@portal/ui/text-field';
import { cardLinkFormSchema } from '@portal/validation/card-link-schema';
import styles from './linked-cards.module.css';

/**
 * Links a partner-bank credit card with the bank's customer number and the card's last four
 * digits. Every attempt that reaches the bank ends with the card-linked event (true or false);
 * the shell shows the message of requirements §13 when it is false.
 */
export function CardLinkForm({ bankName, onLinked }: { bankName: string; onLinked: (card: LinkedCard) => void }) {
  const form = useForm(cardLinkFormSchema, { customerNumber: '', cardLastFour: '' });
  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (value) => {
      const card = await linkCard(value);
      emitInterfaceEvent('card-linked', true);
      onLinked(card);
      form.setValues({ customerNumber: '', cardLastFour: '' });
    },
    {
      onFailure: (rejection) => {
        // The shell shows the requirements §13 card failure message; what was typed stays for a retry.
        emitInterfaceEvent('card-linked', false);
        return isApiFailure(rejection) && rejection.code === ERROR_CODES.cardNotLinked
          ? `${bankName} could not confirm this card. Check the customer number and the last four digits.`
          : messageOf(rejection);
      },
    },
  );

  return (
    <form
      method="post"
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Link a card"
      className={styles.cardLink}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={`${bankName} customer number`}
        name="customerNumber"
        inputMode="numeric"
        autoComplete="off"
        hint="6 to 12 digits, on your bank statement or in online banking."
        value={form.values.customerNumber}
        onChange={(event) => form.setValue('customerNumber', event.target.value)}
        error={form.errors.customerNumber}
      />
      <TextField
        label="Last four digits of the card"
        name="cardLastFour"
        inputMode="numeric"
        autoComplete="off"
        hint="Only the last four: never enter your full card number."
        value={form.values.cardLastFour}
        onChange={(event) => form.setValue('cardLastFour', event.target.value)}
        error={form.errors.cardLastFour}
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Linking…' : 'Link this card'}
      </Button>
    </form>
  );
}
