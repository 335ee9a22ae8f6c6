import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import type { PayoutMonth } from 'shared/api/admin-overview';
import { useFormat } from '../../../i18n/useFormat.ts';
import { Figure } from './Figure.tsx';
import { monthTick, payoutsOf } from './links.ts';

/** Referral payouts per month: owed and paid, each month linking to its ledger. */
export function PayoutFigure({ months, from, to }: { months: PayoutMonth[]; from: string; to: string }) {
  const f = useFormat();
  const series = useMemo(
    () => [
      { label: 'Owed', values: months.map((m) => m.owedRupees) },
      { label: 'Paid', values: months.map((m) => m.paidRupees) },
    ],
    [months],
  );
  const points = useMemo(() => months.map((m) => m.month), [months]);
  const rowLabel = useCallback((month: string) => <Link to={payoutsOf(month)}>{f.month(month)}</Link>, [f]);
  const owed = months.reduce((n, m) => n + m.owedRupees, 0);
  const paid = months.reduce((n, m) => n + m.paidRupees, 0);
  return (
    <Figure
      name="payouts"
      title="Referral payouts per month"
      caption={`Referral payouts owed and paid for each month the period touches: ${f.rupees(owed)} owed, ${f.rupees(paid)} paid.`}
      first="Month"
      points={points}
      axisLabel={monthTick}
      rowLabel={rowLabel}
      series={series}
      format={f.rupees}
      from={from}
      to={to}
      links={<>Each month in the table opens its payouts.</>}
    />
  );
}
