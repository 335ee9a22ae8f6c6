import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client.ts';
import { listPayouts, markPayoutPaid, payoutsCsvUrl, runPayout, type Payout } from '../../api/admin.ts';
import { JobList } from '../../components/JobList.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { useJobPolling } from '../../hooks/useJobPolling.ts';
import { formatDateTime } from 'shared/dates';
import { toast } from '../../stores/toast.ts';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'An error occurred.');

/** 'YYYY-MM' -> 'March 2026'. */
export function periodLabel(period: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) return period;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function PaidForm({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const [utr, setUtr] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `utr-${payout.id}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!utr.trim()) {
      setError('Please enter the UTR of the transfer.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await markPayoutPaid(payout.id, utr.trim());
      toast.success(answer.message || 'Payout marked paid.');
      onDone();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="paid-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        UTR for {payout.referrer.name}
      </label>
      <input
        id={id}
        className="field__input paid-form__input"
        placeholder="UTR"
        value={utr}
        onChange={(e) => setUtr(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? 'Loading...' : 'Mark paid'}
      </button>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function RunStatus({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { jobs, done } = useJobPolling(ids);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  return <JobList ids={ids} jobs={jobs} />;
}

/** Referral payouts: one month at a time, the bank's CSV, a run on demand, each payout marked paid with its UTR. */
export default function PayoutsPage() {
  useDocumentTitle('Payouts');
  const [period, setPeriod] = useState<string | undefined>(undefined);
  const { data, error: loadError, reload } = useLoad((signal) => listPayouts(period, signal), [period]);
  const error = loadError ? (loadError instanceof ApiError ? `Failed to fetch payouts: ${loadError.message}` : 'An error occurred while fetching data.') : null;
  const [runPeriod, setRunPeriod] = useState('');
  const [running, setRunning] = useState(false);
  const [runJobs, setRunJobs] = useState<string[] | null>(null);


  const run = async (e: FormEvent) => {
    e.preventDefault();
    setRunning(true);
    try {
      const answer = await runPayout(runPeriod || undefined);
      toast.success(answer.message || 'The payout is running.');
      setRunJobs(answer.jobs?.length ? answer.jobs : answer.jobId ? [answer.jobId] : []);
      if (runPeriod) setPeriod(runPeriod);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setRunning(false);
    }
  };

  const shown = data?.period ?? period ?? '';
  const periods = data ? [...new Set([...(data.periods ?? []), data.period])].sort().reverse() : [];
  const total = data?.payouts.reduce((sum, p) => sum + p.amount, 0) ?? 0;

  return (
    <div className="container section admin-page">
      <h1>Payouts</h1>
      <p className="muted">Referrers earn ₹{REFERRAL_REWARD_RUPEES} per validated referral, paid on the 10th of each month for the month before.</p>
      <div className="admin-controls">
        <div className="field">
          <label className="field__label" htmlFor="payout-period">
            Month
          </label>
          <select id="payout-period" className="field__input" value={shown} onChange={(e) => setPeriod(e.target.value)} disabled={!data}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {periodLabel(p)}
              </option>
            ))}
          </select>
        </div>
        {shown && (
          <a className="button button--ghost" href={payoutsCsvUrl(shown)} download={`payouts-${shown}.csv`}>
            Download CSV
          </a>
        )}
      </div>
      <form className="admin-controls run-form" onSubmit={run}>
        <div className="field">
          <label className="field__label" htmlFor="run-period">
            Run the payout for
          </label>
          <input
            id="run-period"
            className="field__input"
            type="month"
            value={runPeriod}
            onChange={(e) => setRunPeriod(e.target.value)}
            aria-describedby="run-period-hint"
          />
          <p id="run-period-hint" className="field__hint">
            Empty: the month just closed.
          </p>
        </div>
        <button type="submit" className="button" disabled={running}>
          {running ? 'Loading...' : 'Run now'}
        </button>
      </form>
      {runJobs && runJobs.length > 0 && <RunStatus ids={runJobs} onDone={() => reload()} />}
      <ListStatus
        loading={!data}
        error={error}
        onRetry={() => reload()}
        empty={data?.payouts.length === 0}
        emptyText={data && `No payouts for ${periodLabel(data.period)}.`}
      />
      {data && data.payouts.length > 0 && (
        <>
          <p>
            {data.payouts.length} payout{data.payouts.length === 1 ? '' : 's'}, ₹{total} in all.
          </p>
          <AdminTable label={`Payouts for ${periodLabel(data.period)}`} columns={['Referrer', 'Code', 'UPI id', 'Referrals', 'Amount', 'Status', 'UTR']}>
            {data.payouts.map((p) => (
              <tr key={p.id} data-testid="payout-row">
                <th scope="row">{p.referrer.name}</th>
                <td className="mono">{p.referrer.code}</td>
                <td>{p.referrer.upiId}</td>
                <td>{p.referralCount}</td>
                <td>₹{p.amount}</td>
                <td>
                  <span className={`state state--${p.status === 'paid' ? 'paid' : 'pending'}`}>{p.status === 'paid' ? 'Paid' : 'Pending'}</span>
                  {p.paidAt && <span className="muted"> {formatDateTime(p.paidAt)}</span>}
                </td>
                <td>{p.status === 'paid' ? <span className="mono">{p.utr}</span> : <PaidForm payout={p} onDone={() => reload()} />}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </div>
  );
}
