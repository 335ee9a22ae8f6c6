import { useSearchParams } from 'react-router';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { listPayouts, payoutsCsvUrl } from '../../../api/admin.ts';
import { refresh, useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useIsOperator } from '../../../lib/staff.ts';
import { listFailure } from '../failures.ts';
import { PayoutTable } from './PayoutTable.tsx';
import { PayoutResultsUpload } from './PayoutResultsUpload.tsx';
import { RunPayout } from './RunPayout.tsx';
import '../../../components/Field.css';
import '../admin.css';
import './PayoutsPage.css';

/** 'YYYY-MM' -> 'March 2026'. */
function periodLabel(period: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) return period;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const PAYOUTS = ['admin', 'payouts'];
const reload = () => refresh(PAYOUTS);

/** Referral payouts: one month at a time, the bank's CSV, a run on demand, each payout marked paid with its UTR. */
export default function PayoutsPage() {
  useDocumentTitle('Payouts');
  // Operators see the payouts' status; the bank's CSV, a run and marking paid are for admins.
  const operator = useIsOperator();
  // The month is the address's ?period= (the overview links to each month); none: the server's latest.
  const [params, setParams] = useSearchParams();
  const period = /^\d{4}-\d{2}$/.test(params.get('period') ?? '') ? params.get('period')! : undefined;
  const setPeriod = (next: string) =>
    setParams(
      (p) => {
        p.set('period', next);
        return p;
      },
      { replace: true },
    );
  const { data, error: loadError } = useServerQuery({ queryKey: [...PAYOUTS, period], queryFn: ({ signal }) => listPayouts(period, signal) });
  const error = loadError ? listFailure(loadError, 'payouts') : null;

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
        {shown && !operator && (
          <a className="button button--ghost" href={payoutsCsvUrl(shown)} download={`payouts-${shown}.csv`}>
            Download CSV
          </a>
        )}
      </div>
      {!operator && <RunPayout onRun={setPeriod} onDone={reload} />}
      {!operator && <PayoutResultsUpload onDone={reload} />}
      <ListStatus
        loading={!data}
        error={error}
        onRetry={reload}
        empty={data?.payouts.length === 0}
        emptyText={data && `No payouts for ${periodLabel(data.period)}.`}
      />
      {data && data.payouts.length > 0 && (
        <>
          <p>
            {data.payouts.length} payout{data.payouts.length === 1 ? '' : 's'}, ₹{total} in all.
          </p>
          <PayoutTable label={`Payouts for ${periodLabel(data.period)}`} payouts={data.payouts} onPaid={operator ? undefined : reload} />
        </>
      )}
    </div>
  );
}
