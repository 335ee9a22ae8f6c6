import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StudentUser } from '../../../api/types.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useSiteConfig } from '../../../stores/site-config.ts';
import { DashCard } from './DashCard.tsx';

/** Who the intern is and the internship's dates, with the way to change the password. */
export function Profile({ user }: { user: StudentUser }) {
  const { t } = useLingui();
  const format = useFormat();
  const prefix = useSiteConfig((s) => s.config.certificatePrefix);
  const days = user.durationDays;
  // [test id, label, value]: the test ids stay the English names whatever the language shown.
  const rows: [string, string, string][] = [
    ['name', t`Name`, user.name],
    ['intern-id', t`Intern ID`, user.internId || `${prefix}${user.id}`],
    ['course', t`Course`, user.course],
    ['college', t`College`, user.college],
    ['department', t`Department`, user.department],
    ['start-date', t`Start date`, format.date(user.startDate)],
    ['end-date', t`End date`, format.date(user.endDate)],
    ['duration', t`Duration`, t`${days} days`],
  ];
  return (
    <DashCard id="profile-title" title={t`Profile`} className="profile">
      <dl className="profile__list">
        {rows.map(([id, k, v]) => (
          <div key={id} className="profile__row">
            <dt>{k}</dt>
            <dd data-testid={`profile-${id}`}>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="profile__account">
        <Link to="/password">
          <Trans>Change your password</Trans>
        </Link>
      </p>
    </DashCard>
  );
}
