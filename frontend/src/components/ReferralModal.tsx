import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, NetworkError } from '../api/client.ts';
import { joinReferral } from '../api/endpoints.ts';
import { REFERRAL_REWARD } from '../content/courses.ts';
import { CopyButton } from './CopyButton.tsx';
import { Field } from './Field.tsx';
import { FormStatus, type FormMessage } from './FormStatus.tsx';
import { Modal } from './Modal.tsx';

const empty = { name: '', phone: '', upiId: '', email: '' };

/** A code-shaped placeholder ('REF' + 6) shown until the server issues the real code. */
export function placeholderCode(): string {
  return 'REF••••••';
}

/**
 * The home page's Refer & Earn form. POST /api/referrers (source 'home'); the server issues the code,
 * which is shown after 'Registered successfully!' with a Copy button.
 */
export function ReferralModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  const [code, setCode] = useState<string | null>(null);

  const close = () => {
    onClose();
    setMessage(null);
    setCode(null);
  };

  const update = (key: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await joinReferral({ ...form, source: 'home' });
      setCode(answer.code);
      setForm(empty);
      setMessage({ kind: 'success', text: 'Registered successfully!' });
    } catch (err) {
      if (err instanceof NetworkError) setMessage({ kind: 'error', text: `Error: ${err.message}` });
      else if (err instanceof ApiError && err.status === 409) setMessage({ kind: 'error', text: 'Mail already exists' });
      else if (err instanceof ApiError) setMessage({ kind: 'error', text: err.message });
      else setMessage({ kind: 'error', text: `Error: ${String(err)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title="Refer & Earn" className="referral-modal">
      <p className="modal__lead">
        Share your code with friends. You earn <strong>₹{REFERRAL_REWARD}</strong> for every friend who enrols and is validated, paid on the 10th of each
        month to your UPI id.
      </p>
      <div className="code-box" aria-live="off">
        <span className="code-box__label" id="referral-code-label">
          Your referral code
        </span>
        <output className="code-box__code" aria-labelledby="referral-code-label" data-testid="referral-code" data-placeholder={!code}>
          {code ?? placeholderCode()}
        </output>
        {code ? (
          <CopyButton text={code} label="Copy referral code" messages={{ copied: 'Referral code copied!', failed: 'Failed to copy referral code.' }} />
        ) : (
          <span className="code-box__hint">Issued when you register</span>
        )}
      </div>
      <form onSubmit={submit} className="form">
        <Field label="Name" name="name" autoComplete="name" required value={form.name} onChange={update('name')} />
        <Field label="Phone number" name="phone" type="tel" inputMode="tel" autoComplete="tel" required value={form.phone} onChange={update('phone')} />
        <Field
          label="UPI id"
          name="upiId"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="Where we pay your reward, for example yourname@okaxis."
          value={form.upiId}
          onChange={update('upiId')}
        />
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={update('email')} />
        <FormStatus message={message} />
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Loading...' : 'Register'}
        </button>
      </form>
      <p className="modal__foot">
        Already registered?{' '}
        <Link to="/referal" onClick={close}>
          Referal Dashboard
        </Link>
      </p>
    </Modal>
  );
}
