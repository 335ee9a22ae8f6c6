import { Trans } from '@lingui/react/macro';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useAbilities } from '../hooks/useAbilities.ts';
import { useSession } from '../hooks/useSession.ts';
import { staffHome } from '../lib/staff.ts';
import { PageLoading } from './PageLoading.tsx';
import { sharedText } from '../i18n/shared-text.ts';
import './RequireSession.css';

/**
 * Guards its child routes: asks the server who is logged in (GET /api/me) and sends anyone without
 * a session to /login (replace), remembering where they wanted to go in the location state. A user
 * with the other kind of session (an intern on an admin screen) is told the page is not theirs.
 */
function RequireSession({ role }: { role: 'student' | 'admin' }) {
  const { user, known, failed } = useSession();
  const location = useLocation();

  if (failed)
    return (
      <p className="container notice notice--error">
        <Trans>We could not reach the server. Please check your connection and reload.</Trans>
      </p>
    );
  if (!known) return <PageLoading />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (user.role !== role) return <WrongRole need={role} />;
  return <Outlet />;
}

/**
 * A logged-in user on the other side's screen: told so plainly, with the way back (no redirect loop). A
 * staff member's way back is the screen they land on after signing in, which their abilities open.
 */
function WrongRole({ need }: { need: 'student' | 'admin' }) {
  const { abilities } = useAbilities();
  return (
    <div className="container narrow section wrong-role">
      <h1>{need === 'admin' ? sharedText('adminsOnly') : sharedText('internsOnly')}</h1>
      {need === 'admin' ? (
        <p>
          <Trans>
            You are logged in as an intern. <Link to="/dashboard">Go to your dashboard</Link>
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            You are logged in as an admin. <Link to={staffHome(abilities)}>Go to the admin panel</Link>
          </Trans>
        </p>
      )}
    </div>
  );
}

export function RequireStudent() {
  return <RequireSession role="student" />;
}
export function RequireAdmin() {
  return <RequireSession role="admin" />;
}
