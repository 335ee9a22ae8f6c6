import { Link } from 'react-router';
import { formatDate } from 'shared/dates';
import type { StudentUser } from '../../../api/types.ts';
import { useSiteConfig } from '../../../stores/site-config.ts';
import { DashCard } from './DashCard.tsx';

/** Who the intern is and the internship's dates, with the way to change the password. */
export function Profile({ user }: { user: StudentUser }) {
  const prefix = useSiteConfig((s) => s.config.certificatePrefix);
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Intern ID', user.internId || `${prefix}${user.id}`],
    ['Course', user.course],
    ['College', user.college],
    ['Department', user.department],
    ['Start date', formatDate(user.startDate)],
    ['End date', formatDate(user.endDate)],
    ['Duration', `${user.durationDays} days`],
  ];
  return (
    <DashCard id="profile-title" title="Profile" className="profile">
      <dl className="profile__list">
        {rows.map(([k, v]) => (
          <div key={k} className="profile__row">
            <dt>{k}</dt>
            <dd data-testid={`profile-${k.toLowerCase().replace(/\s+/g, '-')}`}>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="profile__account">
        <Link to="/password">Change your password</Link>
      </p>
    </DashCard>
  );
}
