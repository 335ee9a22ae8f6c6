import { useState, type FormEvent } from 'react';
import { verifyReferrer } from '../api/endpoints.ts';
import type { ReferralState, ReferrerDashboard } from '../api/types.ts';
import { CopyButton } from '../components/CopyButton.tsx';
import { Field } from '../components/Field.tsx';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { formatDate } from 'shared/dates';
import { messages } from 'shared/messages';
import { useAction } from '../hooks/useAction.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { errorMessage } from '../lib/error-message.ts';
import '../components/ReferralForm.css';
import './ReferralDashboardPage.css';
import { DataTable } from '../components/DataTable.tsx';

const VERIFY_FAILED = 'Verification failed. Please try again.';
/** Unknown details in the specification's words; a refused form or the rate limit in the server's; anything else, try again. */
const verifyFailure = (err: unknown) =>
  errorMessage(err, {
    status: { 404: messages.referrerInvalid },
    showServer: (status) => status === 400 || status === 429,
    network: VERIFY_FAILED,
    other: VERIFY_FAILED,
  });

const stateLabel: Record<ReferralState, string> = { pending: 'Pending', validated: 'Validated', paid: 'Paid' };

function Dashboard({ data }: { data: ReferrerDashboard }) {
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
        <DataTable label="Your referrals" columns={['Name', 'Enrolled on', 'State']} caption="Your referrals and their state">
              {data.referrals.map((r, i) => (
                <tr key={`${r.name}-${i}`}>
                  <td>{r.name}</td>
                  <td>{formatDate(r.enrolledOn)}</td>
                  <td>
                    <span className={`state state--${r.state}`}>{stateLabel[r.state] ?? r.state}</span>
                  </td>
                </tr>
              ))}
        </DataTable>
      )}
    </section>
  );
}

export default function ReferralDashboardPage() {
  useDocumentTitle('Referral dashboard');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const [data, setData] = useState<ReferrerDashboard | null>(null);
  const verify = useAction(
    async () => {
      setMessage(null);
      setData(await verifyReferrer({ email: email.trim(), phone: phone.trim() }));
    },
    (err) => setMessage({ kind: 'error', text: verifyFailure(err) }),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !phone.trim()) {
      setMessage({ kind: 'error', text: messages.referrerFieldsMissing });
      return;
    }
    await verify.run();
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
            <button type="submit" className="button button--block" disabled={verify.pending}>
              {verify.pending ? 'Loading...' : 'Verify'}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
