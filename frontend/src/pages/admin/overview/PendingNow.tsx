import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PendingValidations } from 'shared/api/admin-overview';
import { useFormat } from '../../../i18n/useFormat.ts';
import { studentList } from './links.ts';

/** Hours as a person reads a wait: '40 min', '5 h', '3 days 2 h'. */
function Wait({ hours }: { hours: number | null }) {
  if (hours === null) return <Trans>none</Trans>;
  const minutes = Math.round(hours * 60);
  if (hours < 1) return <Trans>{minutes} min</Trans>;
  const whole = Math.round(hours);
  if (hours < 48) return <Trans>{whole} h</Trans>;
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  if (!rest) return <Plural value={days} one="# day" other="# days" />;
  return (
    <Trans>
      <Plural value={days} one="# day" other="# days" /> {rest} h
    </Trans>
  );
}

/** The enrolments waiting for an admin's check now (read live by the server). */
export function PendingNow({ pending }: { pending: PendingValidations }) {
  const f = useFormat();
  return (
    <section className="admin-section" aria-labelledby="pending-title">
      <div className="admin-section__head">
        <h2 id="pending-title">
          <Trans>Waiting for validation now</Trans>
        </h2>
        <Link to={studentList('pending')}>
          <Trans>The waiting students</Trans>
        </Link>
      </div>
      <dl className="facts overview-facts">
        <dt>
          <Trans>Waiting</Trans>
        </dt>
        <dd data-testid="pending-count">{f.number(pending.count)}</dd>
        <dt>
          <Trans>Waiting since</Trans>
        </dt>
        <dd>{pending.oldestSince ? f.dateTime(pending.oldestSince) : <Trans>none</Trans>}</dd>
        <dt>
          <Trans>Median wait</Trans>
        </dt>
        <dd>
          <Wait hours={pending.medianWaitHours} />
        </dd>
        <dt>
          <Trans>90th percentile wait</Trans>
        </dt>
        <dd>
          <Wait hours={pending.p90WaitHours} />
        </dd>
        <dt>
          <Trans>Waiting over a day</Trans>
        </dt>
        <dd className={pending.overADay > 0 ? 'overview-facts__late' : undefined}>{f.number(pending.overADay)}</dd>
      </dl>
    </section>
  );
}
