import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { verifyReferrer } from '../api/endpoints.ts';
import type { ReferralState, ReferrerDashboard } from '../api/types.ts';
import { CopyButton } from '../components/CopyButton.tsx';
import { EmailField, PhoneField } from '../components/PersonFields.tsx';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { sharedText } from '../i18n/shared-text.ts';
import { useFormat } from '../i18n/useFormat.ts';
import { useServerMutation } from '../api/mutation.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { errorMessage } from '../lib/error-message.ts';
import '../components/ReferralForm.css';
import './ReferralDashboardPage.css';
import { DataTable } from '../components/DataTable.tsx';

const verifyFailed = () => t`Verification failed. Please try again.`;
/** Unknown details in the specification's words; a refused form or the rate limit in the server's; anything else, try again. */
const verifyFailure = (err: unknown) =>
  errorMessage(err, {
    status: { 404: sharedText('referrerInvalid') },
    showServer: (status) => status === 400 || status === 429,
    network: verifyFailed(),
    other: verifyFailed(),
  });

/** A referral's state in the table: its own short words (one column of a 360 px phone; the admin's figures say them at length). */
const stateLabel: Record<ReferralState, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'referral state' }),
  validated: msg({ message: 'Validated', context: 'referral state' }),
  paid: msg({ message: 'Paid', context: 'referral state' }),
};

function Dashboard({ data }: { data: ReferrerDashboard }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const name = data.name;
  const upiId = data.upiId;
  return (
    <section className="card-panel referral-dashboard" aria-labelledby="ref-title">
      <h2 id="ref-title" className="section__title">
        <Trans>Hello {name}</Trans>
      </h2>
      <div className="code-box">
        <span className="code-box__label" id="ref-code-label">
          <Trans>Your referral code</Trans>
        </span>
        <output className="code-box__code" aria-labelledby="ref-code-label" data-testid="referral-code">
          {data.code || t`Not Found`}
        </output>
        {data.code && (
          <CopyButton
            text={data.code}
            label={t`Copy referral code`}
            messages={{ copied: t`Referral code copied!`, failed: t`Failed to copy referral code.` }}
          />
        )}
      </div>
      <p className="referral-total">
        <span className="referral-total__label">
          <Trans>Total Referrals:</Trans>
        </span>{' '}
        <strong data-testid="referral-total">
          {data.count} x {REFERRAL_REWARD_RUPEES} = ₹{data.total}
        </strong>
      </p>
      <p className="notice">
        {/* One flex item: the sentence flows as one text, and the UPI id (one long word) may break. */}
        <span className="referral-payday">
          <Trans>
            Rewards are paid on the 10th of each month to your UPI id <strong>{upiId}</strong>, for every referral we
            have validated.
          </Trans>
        </span>
      </p>
      <h3 className="referral-list__title">
        <Trans>Your referrals</Trans>
      </h3>
      {data.referrals.length === 0 ? (
        <p>
          <Trans>No one has enrolled with your code yet. Share it with friends who want an internship.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Your referrals`}
          columns={[t`Name`, t`Enrolled on`, t`State`]}
          caption={t`Your referrals and their state`}
          stack
        >
          {data.referrals.map((r, i) => (
            <tr key={`${r.name}-${i}`} role="row">
              <td className="referral-name" role="cell">
                {r.name}
              </td>
              <td role="cell">{format.date(r.enrolledOn)}</td>
              <td role="cell">
                <span className={`state state--${r.state}`}>
                  {r.state in stateLabel ? i18n._(stateLabel[r.state]) : r.state}
                </span>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

export default function ReferralDashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Referral dashboard`);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const [data, setData] = useState<ReferrerDashboard | null>(null);
  const verify = useServerMutation(
    async () => {
      setMessage(null);
      setData(await verifyReferrer({ email: email.trim(), phone: phone.trim() }));
    },
    { onError: (err) => setMessage({ kind: 'error', text: verifyFailure(err) }) },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !phone.trim()) {
      setMessage({ kind: 'error', text: sharedText('referrerFieldsMissing') });
      return;
    }
    await verify.run();
  };

  return (
    <>
      <PageIntro title={t`Referral dashboard`} eyebrow={t`Refer & Earn`}>
        <p>
          <Trans>
            Enter the e-mail and phone number you joined the referral programme with to see your code and your earnings.
          </Trans>
        </p>
      </PageIntro>
      <div className="container narrow section">
        {data ? (
          <>
            <Dashboard data={data} />
            <p className="form__foot">
              <button type="button" className="link-button" onClick={() => setData(null)}>
                <Trans>Check another account</Trans>
              </button>
            </p>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="form card-panel">
            <EmailField
              required={false}
              aria-required="true"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <PhoneField
              required={false}
              aria-required="true"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <FormStatus message={message} />
            <button type="submit" className="button button--block" disabled={verify.pending}>
              {verify.pending ? <Trans>Loading...</Trans> : <Trans>Verify</Trans>}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
