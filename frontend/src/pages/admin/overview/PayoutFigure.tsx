import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import type { PayoutMonth } from 'shared/api/admin-overview';
import { useFormat } from '../../../i18n/useFormat.ts';
import { Figure } from './Figure.tsx';
import { payoutsOf } from './links.ts';

/** Referral payouts per month: owed and paid, each month linking to its ledger. */
export function PayoutFigure({ months, from, to }: { months: PayoutMonth[]; from: string; to: string }) {
  const f = useFormat();
  const { t } = useLingui();
  const series = useMemo(
    () => [
      { label: t`Owed`, values: months.map((m) => m.owedRupees) },
      { label: t`Paid`, values: months.map((m) => m.paidRupees) },
    ],
    [months, t],
  );
  const points = useMemo(() => months.map((m) => m.month), [months]);
  const rowLabel = useCallback((month: string) => <Link to={payoutsOf(month)}>{f.month(month)}</Link>, [f]);
  const owed = months.reduce((n, m) => n + m.owedRupees, 0);
  const paid = months.reduce((n, m) => n + m.paidRupees, 0);
  return (
    <Figure
      name="payouts"
      title={t`Referral payouts per month`}
      caption={t`Referral payouts owed and paid for each month the period touches: ${f.rupees(owed)} owed, ${f.rupees(paid)} paid.`}
      first={t`Month`}
      points={points}
      axisLabel={f.monthShort}
      rowLabel={rowLabel}
      series={series}
      format={f.rupees}
      from={from}
      to={to}
      links={<Trans>Each month in the table opens its payouts.</Trans>}
    />
  );
}
