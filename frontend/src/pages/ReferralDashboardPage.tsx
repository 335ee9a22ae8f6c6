import { useState, type FormEvent } from 'react';
import { ApiError, NetworkError } from '../api/client.ts';
import { verifyReferrer } from '../api/endpoints.ts';
import type { ReferralState, ReferrerDashboard } from '../api/types.ts';
import { CopyButton } from '../components/CopyButton.tsx';
import { Field } from '../components/Field.tsx';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { messages } from 'shared/messages';

const stateLabel: Record<ReferralState, string> = { pending: 'Pending', validated: 'Validated', paid: 'Paid' };
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

export function Dashboard({ data }: { data: ReferrerDashboard }) {
  return (
    <section className="card-panel referral-dashboard" aria-labelledby="ref-title">
      <h2 id="ref-title" className="section__title">
        Hello {data.name}
      </h2>
      <div className="code-box">
        <span className="code-box__label" id="ref-code-label">
          Your referral code
        </span>
        <output className="code-box__code" aria-labelledby="ref-code-label" data-testid="referral-code">
          {data.code || 'Not Found'}
        </output>
        {data.code && (
          <CopyButton text={data.code} label="Copy referral code" messages={{ copied: 'Referral code copied!', failed: 'Failed to copy referral code.' }} />
        )}
      </div>
      <p className="referral-total">
        <span className="referral-total__label">Total Referrals:</span>{' '}
        <strong data-testid="referral-total">
          {data.count} x {REFERRAL_REWARD_RUPEES} = ₹{data.total}
        </strong>
      </p>
      <p className="notice">
        Rewards are paid on the 10th of each month to your UPI id <strong>{data.upiId}</strong>, for every referral we have validated.
      </p>
      <h3 className="referral-list__title">Your referrals</h3>
      {data.referrals.length === 0 ? (
        <p>No one has enrolled with your code yet. Share it with friends who want an internship.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Your referrals and their state</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Enrolled on</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {data.referrals.map((r, i) => (
                <tr key={`${r.name}-${i}`}>
                  <td>{r.name}</td>
                  <td>{formatDate(r.enrolledOn)}</td>
                  <td>
                    <span className={`state state--${r.state}`}>{stateLabel[r.state] ?? r.state}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function ReferralDashboardPage() {
  useDocumentTitle('Referral dashboard');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  const [data, setData] = useState<ReferrerDashboard | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !phone.trim()) {
      setMessage({ kind: 'error', text: messages.referrerFieldsMissing });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      setData(await verifyReferrer({ email: email.trim(), phone: phone.trim() }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setMessage({ kind: 'error', text: messages.referrerInvalid });
      else if (err instanceof ApiError && (err.status === 400 || err.status === 429)) setMessage({ kind: 'error', text: err.message });
      else if (err instanceof NetworkError || err instanceof ApiError) setMessage({ kind: 'error', text: 'Verification failed. Please try again.' });
      else setMessage({ kind: 'error', text: 'Verification failed. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageIntro title="Referral dashboard" eyebrow="Refer & Earn">
        <p>Enter the e-mail and phone number you joined the referral programme with to see your code and your earnings.</p>
      </PageIntro>
      <div className="container narrow section">
        {data ? (
          <>
            <Dashboard data={data} />
            <p className="form__foot">
              <button type="button" className="link-button" onClick={() => setData(null)}>
                Check another account
              </button>
            </p>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="form card-panel">
            <Field label="E-mail" name="email" type="email" autoComplete="email" aria-required="true" value={email} onChange={(e) => setEmail(e.target.value)} />
            <Field
              label="Phone number"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              aria-required="true"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <FormStatus message={message} />
            <button type="submit" className="button button--block" disabled={busy}>
              {busy ? 'Loading...' : 'Verify'}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
