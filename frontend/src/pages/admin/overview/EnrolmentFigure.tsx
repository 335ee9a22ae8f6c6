import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { EnrolmentDay } from 'shared/api/admin-overview';
import { useFormat } from '../../../i18n/useFormat.ts';
import { DailyFigure } from './Figure.tsx';
import { studentList } from './links.ts';

const sum = (days: EnrolmentDay[], key: 'registered' | 'validated' | 'rejected') =>
  days.reduce((n, d) => n + d[key], 0);

/** Enrolments per day: registered, validated, rejected. */
export function EnrolmentFigure({ days, from, to }: { days: EnrolmentDay[]; from: string; to: string }) {
  const f = useFormat();
  const { t } = useLingui();
  const series = useMemo(
    () => [
      { label: t`Registered`, values: days.map((d) => d.registered) },
      { label: t`Validated`, values: days.map((d) => d.validated) },
      { label: t`Rejected`, values: days.map((d) => d.rejected) },
    ],
    [days, t],
  );
  const points = useMemo(() => days.map((d) => d.day), [days]);
  const [registered, validated, rejected] = (['registered', 'validated', 'rejected'] as const).map((k) =>
    f.number(sum(days, k)),
  );
  return (
    <DailyFigure
      name="enrolments"
      title={t`Enrolments per day`}
      caption={t`Registrations, validations and rejected payments each day from ${f.date(from)} to ${f.date(to)}: ${registered} registered, ${validated} validated, ${rejected} rejected.`}
      {...{ points, series, from, to }}
      links={
        <Trans>
          The lists: <Link to={studentList('validated')}>validated students</Link>,{' '}
          <Link to={studentList('rejected')}>rejected payments</Link>,{' '}
          <Link to={studentList('pending')}>waiting for validation</Link>.
        </Trans>
      }
    />
  );
}
