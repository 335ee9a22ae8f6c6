import { Link, Outlet } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { LogoutButton } from '../components/LogoutButton.tsx';
import { useTheme } from '../stores/theme.ts';
import './AppLayout.css';
import './InternShell.css';

/** The intern area's bar: Add course, the light/dark toggle and Logout (specification section 2, /dashboard). */
function InternBar() {
  const { dark, toggle } = useTheme();
  return (
    <nav className="area-bar" aria-label="Intern area">
      <div className="container area-bar__inner intern-bar__inner">
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
          <LogoutButton forgetTab />
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
