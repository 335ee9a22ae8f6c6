import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Consent } from '../api/endpoints.ts';
import { useServerMutation } from '../api/mutation.ts';
import { refusalOf } from '../lib/form-refusal.ts';
import { errorMessage } from '../lib/error-message.ts';
import { ConsentField, useConsent, type ConsentState } from './ConsentField.tsx';
import { CopyButton } from './CopyButton.tsx';
import { Field } from './Field.tsx';
import { EmailField, PhoneField } from './PersonFields.tsx';
import { FormStatus, type FormMessage } from './FormStatus.tsx';
import './ReferralForm.css';

interface ReferralFields {
  name: string;
  phone: string;
  upiId: string;
  email: string;
}

const emptyReferral: ReferralFields = { name: '', phone: '', upiId: '', email: '' };

/** The specification's wording for a referrer who joined (section 8, Referral). */
const referralJoined = () => t`Registered successfully!`;

/** Links in the mail work this long (backend CONFIRMATION_TTL_HOURS). */
const CONFIRMATION_HOURS = 48;

/** What to do after joining: the join counts only once the e-mail's owner opens the mailed link. */
function confirmHint(email: string): string {
  const hours = CONFIRMATION_HOURS;
  return t`Now check your inbox at ${email}: open the link we sent to confirm your e-mail (it works for ${hours} hours). Your referral code is issued as soon as you confirm.`;
}

/** Section 8, Referral: 'Mail already exists' for a known e-mail, 'Error: ' and the text when the network fails. */
const referralFailure = (err: unknown) =>
  errorMessage(err, {
    network: (e) => {
      const reason = e.message;
      return t`Error: ${reason}`;
    },
    status: { 409: t`Mail already exists` },
  });

interface ReferralFormState {
  form: ReferralFields;
  update: (key: keyof ReferralFields) => (e: ChangeEvent<HTMLInputElement>) => void;
  submit: (e: FormEvent) => Promise<void>;
  busy: boolean;
  message: FormMessage;
  consent: ConsentState;
  clearMessage: () => void;
}

/**
 * The state of a refer-and-earn join form, kept by the screen that shows it (so what was typed
 * survives closing the modal). `join` makes the call; on success the form says 'Registered
 * successfully!' with a hint to confirm the e-mail (the code comes only then), is emptied when
 * `clearOnSuccess`, and `onJoined` is told.
 */
export function useReferralForm({
  initial = emptyReferral,
  join,
  onJoined,
  clearOnSuccess = false,
}: {
  initial?: ReferralFields;
  join: (fields: ReferralFields & Consent) => Promise<unknown>;
  onJoined?: () => void;
  clearOnSuccess?: boolean;
}): ReferralFormState {
  const [form, setForm] = useState(initial);
  const [message, setMessage] = useState<FormMessage>(null);
  const consent = useConsent();
  const send = useServerMutation(
    async () => {
      setMessage(null);
      await join({ ...form, ...consent.body });
      if (clearOnSuccess) {
        setForm(emptyReferral);
        consent.reset();
      }
      setMessage({ kind: 'success', text: referralJoined(), detail: confirmHint(form.email.trim()) });
      onJoined?.();
    },
    {
      onError: (err) => {
        if (!consent.refused(err)) setMessage({ kind: 'error', text: referralFailure(err) });
      },
    },
  );

  const update = (key: keyof ReferralFields) => (e: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const refusal = refusalOf(e.currentTarget as HTMLFormElement);
    if (refusal) return setMessage({ kind: 'error', text: refusal });
    if (consent.check()) await send.run();
  };

  return { form, update, submit, busy: send.pending, message, consent, clearMessage: () => setMessage(null) };
}

/** The refer-and-earn join form (name, phone, UPI id, e-mail, all required; the privacy box) of the home page's modal and the dashboard's popup. */
export function ReferralForm({ state }: { state: ReferralFormState }) {
  const { form, update, submit, busy, message, consent } = state;
  const { t } = useLingui();
  return (
    <form onSubmit={(e) => void submit(e)} className="form" noValidate>
      <Field label={t`Name`} name="name" autoComplete="name" required value={form.name} onChange={update('name')} />
      <PhoneField value={form.phone} onChange={update('phone')} />
      <Field
        label={t`UPI id`}
        name="upiId"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t`Where we pay your reward, for example yourname@okaxis.`}
        value={form.upiId}
        onChange={update('upiId')}
      />
      <EmailField value={form.email} onChange={update('email')} />
      <ConsentField form="referral" consent={consent} />
      <FormStatus message={message} />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? <Trans>Loading...</Trans> : <Trans>Register</Trans>}
      </button>
    </form>
  );
}

/**
 * 'Your referral code' with its Copy button; without a code, `placeholder` and a hint that the code
 * is issued once the e-mail is confirmed.
 */
export function ReferralCodeBox({ code, placeholder }: { code: string | null; placeholder?: string }) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <div className="code-box" aria-live="off">
      <span className="code-box__label" id={labelId}>
        <Trans>Your referral code</Trans>
      </span>
      <output className="code-box__code" aria-labelledby={labelId} data-testid="referral-code" data-placeholder={!code}>
        {code ?? placeholder}
      </output>
      {code ? (
        <CopyButton
          text={code}
          label={t`Copy referral code`}
          messages={{ copied: t`Referral code copied!`, failed: t`Failed to copy referral code.` }}
        />
      ) : (
        <span className="code-box__hint">
          <Trans>Issued when you confirm your e-mail</Trans>
        </span>
      )}
    </div>
  );
}

/** The way on to the refer-and-earn dashboard, once a mailed link has done its work. */
export function ReferralDashboardLink() {
  return (
    <p>
      <Link to="/referal">
        <Trans>Open the referral dashboard</Trans>
      </Link>
    </p>
  );
}
