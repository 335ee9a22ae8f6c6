import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { sendContact } from '../../api/endpoints.ts';
import { ConsentField, useConsent } from '../../components/ConsentField.tsx';
import { Field, TextAreaField } from '../../components/Field.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useServerMutation } from '../../api/mutation.ts';
import { sharedText } from '../../i18n/shared-text.ts';
import { errorMessage } from '../../lib/error-message.ts';

const empty = { name: '', email: '', subject: '', message: '' };
type Key = keyof typeof empty;

/** 'Send a message': every field and the privacy box required (checked here first, the blank ones marked), then POST /api/contact. */
export function ContactForm() {
  const { t } = useLingui();
  const sendFailed = t`Failed to send message. Please try again later.`;
  /** Section 8, Contact: the exception's words offline; a refused form or the rate limit in the server's. */
  const sendFailure = (err: unknown) =>
    errorMessage(err, {
      network: t`An error occurred. Please try again.`,
      showServer: (status) => status === 400 || status === 429,
      other: sendFailed,
    });
  const [form, setForm] = useState(empty);
  const [missing, setMissing] = useState<Key[]>([]);
  const [message, setMessage] = useState<FormMessage>(null);
  const consent = useConsent();
  const send = useServerMutation(
    async () => {
      setMessage(null);
      const answer = await sendContact({ ...form, ...consent.body });
      if (answer?.success === false) {
        setMessage({ kind: 'error', text: sendFailed });
      } else {
        setForm(empty);
        consent.reset();
        setMessage({ kind: 'success', text: sharedText('contactSent') });
      }
    },
    {
      onError: (err) => {
        if (!consent.refused(err)) setMessage({ kind: 'error', text: sendFailure(err) });
      },
    },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const blank = (Object.keys(empty) as Key[]).filter((k) => !form[k].trim());
    setMissing(blank);
    // The box is checked with the fields: one press shows everything left to do.
    const agreed = consent.check();
    if (blank.length) {
      setMessage({ kind: 'error', text: sharedText('fieldsMissing') });
      document.getElementById(`contact-${blank[0]}`)?.focus();
      return;
    }
    if (agreed) void send.run();
  };

  /** What every field of the form has: its id and name, required, its value, marked when left blank. */
  const field = (key: Key) => ({
    id: `contact-${key}`,
    name: key,
    'aria-required': true,
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      if (missing.includes(key)) setMissing((m) => m.filter((k) => k !== key));
    },
    'aria-invalid': missing.includes(key) || undefined,
  });

  return (
    <section aria-labelledby="form-title" className="contact__form">
      <h2 id="form-title" className="section__title">
        <Trans>Send a message</Trans>
      </h2>
      <form onSubmit={submit} noValidate className="form">
        <Field label={t`Name`} autoComplete="name" {...field('name')} />
        <Field label={t`E-mail`} type="email" autoComplete="email" {...field('email')} />
        <Field label={t`Subject`} {...field('subject')} />
        <TextAreaField label={t`Message`} rows={5} {...field('message')} />
        <ConsentField form="contact" consent={consent} />
        <FormStatus message={message} />
        <SubmitButton className="button" busy={send.pending} busyLabel={t`Sending...`}>
          <Trans>Send message</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
