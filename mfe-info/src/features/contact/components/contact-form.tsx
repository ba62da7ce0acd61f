import { isApiFailure, messageOf } from '@portal/api-client/api-failure';
import { getCaptchaChallenge, verifyCaptcha } from '@portal/api-client/calls/captcha';
import { sendContactMessage } from '@portal/api-client/calls/contact';
import { contactPrefillOf } from '@portal/contracts/contact-prefill';
import { emitInterfaceEvent } from '@portal/contracts/interface-events';
import { useSearchParams } from '@portal/router/react-router';
import { accountAtom, authenticatedAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Captcha, useCaptchaToken } from '@portal/ui/captcha';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { formatNumber } from '@portal/ui/format/format-number';
import { SelectField } from '@portal/ui/select-field';
import { TextAreaField } from '@portal/ui/text-area-field';
import { TextField } from '@portal/ui/text-field';
import { contactTopics } from '@portal/validation/constants';
import { CONTACT_LIMITS, type ContactFormValues, contactFormSchema } from '@portal/validation/contact-schema';
import { PATTERNS } from '@portal/validation/patterns';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import styles from './contact-form.module.css';

/** How long the "sent" notice stays, for a signed-in member and for a visitor. */
const SENT_SHOWN_SIGNED_IN_MS = 10_000;
const SENT_SHOWN_SIGNED_OUT_MS = 5_000;

/** The message shown once a contact message has gone (requirements §15.2), word for word. */
export const MESSAGE_SENT = 'Your message was sent!';
const CAPTCHA_NOT_DONE = 'Please tick “I’m not a robot” so we know this message is from a person.';

const EMPTY: ContactFormValues = { topic: '', name: '', emailAddress: '', phoneNumber: '', message: '' };

/**
 * The contact form (/contact): the requirements §15.1 topics, name, e-mail, phone and message, prefilled for a
 * signed-in member. Sending checks the fields, then the captcha (POST verify-captcha), then sends
 * (POST contact-us). Nothing typed is lost on an error. On success it shows 'Your message was
 * sent!' for 5 s (10 s signed in, requirements §15.2) and emits contact-sent.
 */
export function ContactForm({ partnerBankName }: { partnerBankName: string }) {
  const account = useAtomValue(accountAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [sent, setSent] = useState<{ reference: string; emailAddress: string } | null>(null);
  const captcha = useCaptchaToken(verifyCaptcha);
  const hideSent = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const topics = useMemo(() => contactTopics(partnerBankName).map((t) => ({ value: t, label: t })), [partnerBankName]);
  const schema = useMemo(() => contactFormSchema(partnerBankName), [partnerBankName]);
  // A link may fill in the topic and message ("Report missing points" from a transaction:
  // docs/decisions/0033-transaction-history.md).
  const [params] = useSearchParams();
  const [initial] = useState<ContactFormValues>(() => ({
    ...EMPTY,
    ...contactPrefillOf(params, contactTopics(partnerBankName)),
  }));
  // Messages on submit only; editing a field drops its message.
  const form = useForm(schema, initial, { recheckOn: 'submit' });
  const { setValues } = form;

  // A member's details fill the empty fields as soon as the account is known (it may load after the page).
  useEffect(() => {
    if (!account) return;
    const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
    // A guest's generated address reaches nobody: better an empty field than a reply into the void.
    const email = account.emailAddress && !PATTERNS.guestEmail.test(account.emailAddress) ? account.emailAddress : '';
    setValues((current) => ({
      name: current.name || name,
      emailAddress: current.emailAddress || email,
      phoneNumber: current.phoneNumber || (account.phoneNumber ?? ''),
    }));
  }, [account, setValues]);

  useEffect(() => () => clearTimeout(hideSent.current), []);

  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (checked) => {
      setCaptchaError(undefined);
      const captchaToken = await captcha.earn();
      if (!captchaToken) {
        setCaptchaError(CAPTCHA_NOT_DONE);
        return;
      }
      const { reference } = await sendContactMessage({ ...checked, captchaToken });
      captcha.forget(); // the token is spent: the next message needs a new check
      setValues({ topic: '', message: '' });
      setSent({ reference, emailAddress: checked.emailAddress });
      clearTimeout(hideSent.current);
      hideSent.current = setTimeout(
        () => setSent(null),
        authenticated ? SENT_SHOWN_SIGNED_IN_MS : SENT_SHOWN_SIGNED_OUT_MS,
      );
      emitInterfaceEvent('contact-sent');
    },
    {
      onFailure: messageOf,
      handled: (rejection) => {
        if (!isApiFailure(rejection) || !rejection.code.startsWith('captcha_')) return false;
        captcha.forget();
        setCaptchaError(rejection.message);
        return true;
      },
      // The provider's messages show beside their fields; the focus stays where the member left it.
      focusRefusedField: false,
    },
  );

  return (
    <form
      method="post"
      ref={form.formRef}
      className={styles.contactForm}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.contactFormTitle}>
        Send us a message
      </h2>
      <p className={styles.contactFormIntro}>
        All fields are required except the phone number.
        {account
          ? ` Signed in as member ${account.accountNumber}: we attach your account, so we can answer faster.`
          : ''}
      </p>
      <SelectField label="Topic" placeholder="Choose a topic" options={topics} {...form.bind('topic')} required />
      <TextField
        label="Your name"
        {...form.bind('name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.nameMax}
        required
      />
      <TextField
        label="E-mail address"
        hint="We reply to this address."
        type="email"
        inputMode="email"
        {...form.bind('emailAddress')}
        autoComplete="email"
        required
      />
      <TextField
        label="Phone number (optional)"
        hint="10 digits starting 876 or 658, if you would like a call back."
        type="tel"
        inputMode="tel"
        {...form.bind('phoneNumber')}
        autoComplete="tel-national"
      />
      <TextAreaField
        label="Your message"
        hint={`Between ${CONTACT_LIMITS.messageMin} and ${formatNumber(CONTACT_LIMITS.messageMax)} characters. For points or vouchers, include the store, the date and any receipt or voucher number.`}
        rows={6}
        {...form.bind('message')}
        maxCharacters={CONTACT_LIMITS.messageMax}
        required
      />
      <Captcha fetchChallenge={getCaptchaChallenge} error={captchaError} ref={captcha.ref} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" busy={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </Button>
      <div className={styles.contactFormStatus} role="status">
        {sent ? (
          <div className={styles.contactFormSent}>
            <strong>{MESSAGE_SENT}</strong>
            <span>
              Your reference is {sent.reference}. A receipt is on its way to {sent.emailAddress}, and we will reply
              within two working days.
            </span>
          </div>
        ) : null}
      </div>
    </form>
  );
}
