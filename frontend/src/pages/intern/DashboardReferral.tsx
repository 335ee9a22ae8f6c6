import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, isAbort, NetworkError } from '../../api/client.ts';
import { getMyReferrer, joinReferralFromDashboard, type MyReferrer } from '../../api/intern.ts';
import type { StudentUser } from '../../api/types.ts';
import { CopyButton } from '../../components/CopyButton.tsx';
import { Field } from '../../components/Field.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { Modal } from '../../components/Modal.tsx';
import { REFERRAL_REWARD } from '../../content/courses.ts';

export const POPUP_KEY = 'popup1Shown';
export const POPUP_DELAY_MS = 3000;

/** True the first time in this browser session (sessionStorage 'popup1Shown'), and marks it shown. */
export function claimPopup(): boolean {
  try {
    if (sessionStorage.getItem(POPUP_KEY) === 'true') return false;
    sessionStorage.setItem(POPUP_KEY, 'true');
    return true;
  } catch {
    return false; // storage blocked: never nag
  }
}

type Step = 'offer' | 'form';

/**
 * The dashboard's referral popup: an offer with Register, then the referral form prefilled from the
 * intern's profile (POST /api/referrers, source 'dashboard'), or the intern's existing code
 * (GET /api/me/referrer) instead of the form.
 */
export function DashboardReferral({ user, open, onClose }: { user: StudentUser; open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>('offer');
  const [existing, setExisting] = useState<MyReferrer | null | undefined>(undefined);
  const [form, setForm] = useState({ name: user.name, phone: user.phone, upiId: '', email: user.email });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    getMyReferrer(ctrl.signal)
      .then(setExisting)
      .catch((err: unknown) => {
        if (!isAbort(err)) setExisting(null);
      });
    return () => ctrl.abort();
  }, [open]);

  const update = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await joinReferralFromDashboard(form);
      setCode(answer.code);
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

  const shownCode = code ?? existing?.code;

  return (
    <Modal open={open} onClose={onClose} title="Refer & Earn" className="referral-modal">
      <p className="modal__lead">
        Earn <strong>₹{REFERRAL_REWARD}</strong> for every friend who enrols with your code and is validated, paid on the 10th of each month to your UPI id.
      </p>
      {shownCode ? (
        <>
          <div className="code-box">
            <span className="code-box__label" id="dash-code-label">
              Your referral code
            </span>
            <output className="code-box__code" aria-labelledby="dash-code-label" data-testid="referral-code">
              {shownCode}
            </output>
            <CopyButton text={shownCode} label="Copy referral code" messages={{ copied: 'Referral code copied!', failed: 'Failed to copy referral code.' }} />
          </div>
          {!code && existing && (
            <p className="muted">
              Validated referrals: {existing.count} x {REFERRAL_REWARD} = ₹{existing.total}. Payouts go to {existing.upiId}.
            </p>
          )}
          <FormStatus message={message} />
          <button type="button" className="button button--block" onClick={onClose}>
            Done
          </button>
        </>
      ) : step === 'offer' ? (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setStep('form')} disabled={existing === undefined}>
            {existing === undefined ? 'Loading...' : 'Register'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Not now
          </button>
        </div>
      ) : (
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
      )}
    </Modal>
  );
}
