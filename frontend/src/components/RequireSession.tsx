import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useSession } from '../stores/session.ts';
import { PageLoading } from './PageLoading.tsx';

/**
 * Guards its child routes: asks the server who is logged in (GET /api/me) and sends anyone without
 * the right session to /login (replace), remembering where they wanted to go in the location state.
 */
function RequireSession({ role }: { role: 'student' | 'admin' }) {
  const { user, status, refresh } = useSession(useShallow((s) => ({ user: s.user, status: s.status, refresh: s.refresh })));
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (status === 'unknown') refresh().catch(() => setFailed(true));
  }, [status, refresh]);

  if (failed) return <p className="container notice notice--error">We could not reach the server. Please check your connection and reload.</p>;
  if (status !== 'known') return <PageLoading />;
  if (!user || user.role !== role) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function RequireStudent() {
  return <RequireSession role="student" />;
}
export function RequireAdmin() {
  return <RequireSession role="admin" />;
}
