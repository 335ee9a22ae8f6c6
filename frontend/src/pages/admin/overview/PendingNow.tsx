import { Link } from 'react-router';
import type { PendingValidations } from 'shared/api/admin-overview';
import { useFormat } from '../../../i18n/useFormat.ts';
import { studentList } from './links.ts';

/** Hours as a person reads a wait: '40 min', '5 h', '3 days 2 h'. */
function waitText(hours: number | null): string {
  if (hours === null) return 'none';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  return rest ? `${days} days ${rest} h` : `${days} days`;
}

/** The enrolments waiting for an admin's check now (read live by the server). */
export function PendingNow({ pending }: { pending: PendingValidations }) {
  const f = useFormat();
  return (
    <section className="admin-section" aria-labelledby="pending-title">
      <div className="admin-section__head">
        <h2 id="pending-title">Waiting for validation now</h2>
        <Link to={studentList('pending')}>The waiting students</Link>
      </div>
      <dl className="facts overview-facts">
        <dt>Waiting</dt>
        <dd data-testid="pending-count">{f.number(pending.count)}</dd>
        <dt>Waiting since</dt>
        <dd>{pending.oldestSince ? f.dateTime(pending.oldestSince) : 'none'}</dd>
        <dt>Median wait</dt>
        <dd>{waitText(pending.medianWaitHours)}</dd>
        <dt>90th percentile wait</dt>
        <dd>{waitText(pending.p90WaitHours)}</dd>
        <dt>Waiting over a day</dt>
        <dd className={pending.overADay > 0 ? 'overview-facts__late' : undefined}>{f.number(pending.overADay)}</dd>
      </dl>
    </section>
  );
}
