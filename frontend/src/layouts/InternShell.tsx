import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { Icon } from '../components/Icon.tsx';
import { useSession } from '../stores/session.ts';
import { useTheme } from '../stores/theme.ts';

/** The intern area's bar: Add course, the light/dark toggle and Logout (specification section 2, /dashboard). */
export function InternBar() {
  const { dark, toggle } = useTheme();
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
    } catch (err) {
      console.warn('logout failed', err);
    }
    try {
      sessionStorage.clear();
    } catch {
      /* storage blocked */
    }
    navigate('/', { replace: true });
  };

  return (
    <nav className="intern-bar" aria-label="Intern area">
      <div className="container intern-bar__inner">
        <Link to="/dashboard" className="intern-bar__home">
          Dashboard
        </Link>
        <div className="intern-bar__actions">
          <Link to="/extracourse" className="button button--small button--ghost">
            <Icon name="blocks" size={18} />
            Add course
          </Link>
          <button type="button" className="button button--small button--ghost theme-toggle" aria-pressed={dark} onClick={toggle}>
            <Icon name={dark ? 'compass' : 'palette'} size={18} />
            {dark ? 'Light mode' : 'Dark mode'}
          </button>
          <button type="button" className="button button--small" onClick={onLogout} disabled={busy}>
            {busy ? 'Loading...' : 'Logout'}
          </button>
        </div>
      </div>
    </nav>
  );
}

export function InternShell() {
  return (
    <>
      <InternBar />
      <Outlet />
    </>
  );
}
