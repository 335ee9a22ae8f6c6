import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { sendContact } from '../api/endpoints.ts';
import { Field, TextAreaField } from '../components/Field.tsx';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { telHref } from '../components/Footer.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { art } from '../content/art.ts';
import { openStreetMapUrl } from '../content/company.ts';
import { useAction } from '../hooks/useAction.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import { messages } from 'shared/messages';

const empty = { name: '', email: '', subject: '', message: '' };
type Key = keyof typeof empty;
const SEND_FAILED = 'Failed to send message. Please try again later.';
/** Section 8, Contact: the exception's words offline; a refused form or the rate limit in the server's. */
const sendFailure = (err: unknown) =>
  errorMessage(err, { network: 'An error occurred. Please try again.', showServer: (status) => status === 400 || status === 429, other: SEND_FAILED });

export default function ContactPage() {
  useDocumentTitle('Contact us');
  const { address, phone, email } = useSiteConfig(useShallow((s) => ({ address: s.config.address, phone: s.config.phone, email: s.config.email })));
  const [form, setForm] = useState(empty);
  const [missing, setMissing] = useState<Key[]>([]);
  const [message, setMessage] = useState<FormMessage>(null);
  const send = useAction(
    async () => {
      setMessage(null);
      const answer = await sendContact(form);
      if (answer?.success === false) {
        setMessage({ kind: 'error', text: SEND_FAILED });
      } else {
        setForm(empty);
        setMessage({ kind: 'success', text: messages.contactSent });
      }
    },
    (err) => setMessage({ kind: 'error', text: sendFailure(err) }),
  );

  const update = (key: Key) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (missing.includes(key)) setMissing((m) => m.filter((k) => k !== key));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const blank = (Object.keys(empty) as Key[]).filter((k) => !form[k].trim());
    setMissing(blank);
    if (blank.length) {
      setMessage({ kind: 'error', text: messages.fieldsMissing });
      document.getElementById(`contact-${blank[0]}`)?.focus();
      return;
    }
    await send.run();
  };

  const whatsapp = phone ? `https://wa.me/${phone.replace(/\D/g, '')}` : undefined;

  return (
    <>
      <PageIntro title="Contact us" eyebrow="We reply within a working day">
        <p>Questions about a course, your enrolment or our software? Write to us.</p>
      </PageIntro>
      <div className="container contact">
        <section aria-labelledby="form-title" className="contact__form">
          <h2 id="form-title" className="section__title">
            Send a message
          </h2>
          <form onSubmit={submit} noValidate className="form">
            <Field
              id="contact-name"
              label="Name"
              name="name"
              autoComplete="name"
              aria-required="true"
              value={form.name}
              onChange={update('name')}
              aria-invalid={missing.includes('name') || undefined}
            />
            <Field
              id="contact-email"
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              aria-required="true"
              value={form.email}
              onChange={update('email')}
              aria-invalid={missing.includes('email') || undefined}
            />
            <Field
              id="contact-subject"
              label="Subject"
              name="subject"
              aria-required="true"
              value={form.subject}
              onChange={update('subject')}
              aria-invalid={missing.includes('subject') || undefined}
            />
            <TextAreaField
              id="contact-message"
              label="Message"
              name="message"
              rows={5}
              aria-required="true"
              value={form.message}
              onChange={update('message')}
              aria-invalid={missing.includes('message') || undefined}
            />
            <FormStatus message={message} />
            <button type="submit" className="button" disabled={send.pending}>
              {send.pending ? 'Sending...' : 'Send message'}
            </button>
          </form>
        </section>
        <section aria-labelledby="office-title" className="contact__info">
          <h2 id="office-title" className="section__title">
            Head office
          </h2>
          <address className="contact__address">
            <p className="contact__line">
              <Icon name="pin" /> <span>{address}</span>
            </p>
            {phone && (
              <p className="contact__line">
                <Icon name="phone" /> <a href={telHref(phone)}>{phone}</a>
              </p>
            )}
            {email && (
              <p className="contact__line">
                <Icon name="mail" /> <a href={`mailto:${email}`}>{email}</a>
              </p>
            )}
          </address>
          <h3 className="contact__subtitle">Find us online</h3>
          <ul className="social-list">
            {whatsapp && (
              <li>
                <a href={whatsapp} rel="noopener noreferrer" target="_blank">
                  WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`}>E-mail</a>
              </li>
            )}
          </ul>
          <figure className="map">
            <img src={art('map-trichy')} alt="Map illustration: our head office in Tiruchirappalli (Trichy), central Tamil Nadu" width="400" height="300" loading="lazy" decoding="async" />
            <figcaption>
              <a href={openStreetMapUrl} rel="noopener noreferrer" target="_blank">
                Open in maps <Icon name="external" size={16} />
                <span className="visually-hidden"> (OpenStreetMap, opens in a new tab)</span>
              </a>
            </figcaption>
          </figure>
        </section>
      </div>
    </>
  );
}
