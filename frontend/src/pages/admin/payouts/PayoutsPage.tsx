import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { payoutsCsvUrl } from '../../../api/admin.ts';
import { staff } from '../../../api/queries/staff.ts';
import { invalidate, useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useAbilities } from '../../../hooks/useAbilities.ts';
import { listFailure } from '../failures.ts';
import { PayoutTable } from './PayoutTable.tsx';
import { PayoutResultsUpload } from './PayoutResultsUpload.tsx';
import { RunPayout } from './RunPayout.tsx';
import '../../../components/Field.css';
import '../admin.css';
import './PayoutsPage.css';

/** A run, a bank's results file or a payment marked changes every month's ledger. */
const reload = () => invalidate(staff.payouts.all);

/** Referral payouts: one month at a time, the bank's CSV, a run on demand, each payout marked paid with its UTR. */
export default function PayoutsPage() {
  const { t } = useLingui();
  const f = useFormat();
  // 'YYYY-MM' -> 'March 2026', in the page's language.
  const periodLabel = (period: string) => (/^\d{4}-\d{2}$/.test(period) ? f.month(period) : period);
  useDocumentTitle(t`Payouts`);
  // Every staff member sees the payouts' status; the bank's CSV, a run and marking paid each need their ability.
  const { may } = useAbilities();
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
  const { data, error: loadError } = useServerQuery(staff.payouts.month(period));
  const error = loadError ? listFailure(loadError, t`payouts`) : null;

  const shown = data?.period ?? period ?? '';
  const periods = data ? [...new Set([...(data.periods ?? []), data.period])].sort().reverse() : [];
  const totalText = f.rupees(data?.payouts.reduce((sum, p) => sum + p.amount, 0) ?? 0);

  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Payouts</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Referrers earn {f.rupees(REFERRAL_REWARD_RUPEES)} per validated referral, paid on the 10th of each month for
          the month before.
        </Trans>
      </p>
      <div className="admin-controls">
        <div className="field">
          <label className="field__label" htmlFor="payout-period">
            <Trans>Month</Trans>
          </label>
          <select
            id="payout-period"
            className="field__input"
            value={shown}
            onChange={(e) => setPeriod(e.target.value)}
            disabled={!data}
          >
            {periods.map((p) => (
              <option key={p} value={p}>
                {periodLabel(p)}
              </option>
            ))}
          </select>
        </div>
        {shown && may('payouts.export') && (
          <a className="button button--ghost" href={payoutsCsvUrl(shown)} download={`payouts-${shown}.csv`}>
            <Trans>Download CSV</Trans>
          </a>
        )}
      </div>
      {may('payouts.run') && <RunPayout onRun={setPeriod} onDone={reload} />}
      {may('payouts.record') && <PayoutResultsUpload onDone={reload} />}
      <ListStatus
        loading={!data}
        error={error}
        onRetry={reload}
        empty={data?.payouts.length === 0}
        emptyText={data && t`No payouts for ${periodLabel(data.period)}.`}
      />
      {data && data.payouts.length > 0 && (
        <>
          <p>
            <Plural
              value={data.payouts.length}
              one={`# payout, ${totalText} in all.`}
              other={`# payouts, ${totalText} in all.`}
            />
          </p>
          <PayoutTable
            label={t`Payouts for ${periodLabel(data.period)}`}
            payouts={data.payouts}
            onPaid={may('payouts.record') ? reload : undefined}
          />
        </>
      )}
    </div>
  );
}
