import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import type { FeeDay } from 'shared/api/admin-overview';
import { useFormat } from '../../../i18n/useFormat.ts';
import { Figure } from './Figure.tsx';
import { RECONCILE, studentList } from './links.ts';

/** Fees validated per day: matched to a bank statement's credit, or not yet. */
export function FeeFigure({ days, from, to }: { days: FeeDay[]; from: string; to: string }) {
  const f = useFormat();
  const { t } = useLingui();
  const series = useMemo(
    () => [
      { label: t`Matched`, values: days.map((d) => d.matchedRupees) },
      { label: t`Not yet matched`, values: days.map((d) => d.unmatchedRupees) },
    ],
    [days, t],
  );
  const points = useMemo(() => days.map((d) => d.day), [days]);
  const rowLabel = useCallback((day: string) => f.date(day), [f]);
  const matched = days.reduce((n, d) => n + d.matchedRupees, 0);
  const unmatched = days.reduce((n, d) => n + d.unmatchedRupees, 0);
  return (
    <Figure
      name="fees"
      title={t`Fees per day`}
      caption={t`Fees validated each day from ${f.date(from)} to ${f.date(to)}, matched to a bank statement or not yet: ${f.rupees(matched)} matched, ${f.rupees(unmatched)} not yet matched.`}
      first={t`Day`}
      points={points}
      axisLabel={f.dayShort}
      rowLabel={rowLabel}
      series={series}
      format={f.rupees}
      from={from}
      to={to}
      links={
        <Trans>
          Match the rest: <Link to={RECONCILE}>reconcile a bank statement</Link>. The list:{' '}
          <Link to={studentList('validated')}>validated students</Link>.
        </Trans>
      }
    />
  );
}
