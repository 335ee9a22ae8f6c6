import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { staff } from '../../../api/queries/staff.ts';
import { invalidate, useServerQuery } from '../../../api/query.ts';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { Sessions } from './Sessions.tsx';
import { TwoStep } from './TwoStep.tsx';
import '../admin.css';
import './SecurityPage.css';

/** The admin's own security: their sessions (end any, or all but this one), two-step sign-in and recovery codes, the password. */
export default function SecurityPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Security`);
  const { data, error } = useServerQuery(staff.security());
  const reload = () => invalidate(staff.security().queryKey);
  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Security</Trans>
      </h1>
      <Sessions sessions={data?.sessions} failed={Boolean(error)} reload={reload} />
      <TwoStep twoFactor={data?.twoFactor} reload={reload} />
      <section className="admin-section" aria-labelledby="password-title">
        <h2 id="password-title">
          <Trans>Password</Trans>
        </h2>
        <p>
          <Trans>
            <Link to="/admin/password">Change your password</Link>. It signs you out everywhere else.
          </Trans>
        </p>
      </section>
    </div>
  );
}
