import { NavLink, Outlet } from 'react-router-dom';
import { Icon } from '../components/Icon.tsx';
import { LogoutButton } from '../components/LogoutButton.tsx';
import './AppLayout.css';
import './AdminShell.css';

const adminNav = [
  { to: '/ab', label: 'Students' },
  { to: '/ev', label: 'Extra courses' },
  { to: '/admin/payouts', label: 'Payouts' },
  { to: '/admin/operations', label: 'Operations' },
  { to: '/admin/security', label: 'Security' },
  { to: '/admin/audit', label: 'Audit log' },
];

/** The admin nav between /ab, /ev, payouts, operations, security and the audit log, plus Bull Board (a server page) and Logout. */
function AdminNav() {
  return (
    <nav className="area-bar" aria-label="Admin">
      <div className="container area-bar__inner admin-nav__inner">
        <ul className="admin-nav__list">
          {adminNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => `admin-nav__link${isActive ? ' is-active' : ''}`} end>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            {/* Served by the API, not a client route: a full page load. */}
            <a href="/admin/queues" className="admin-nav__link">
              Queues <Icon name="external" size={14} />
            </a>
          </li>
        </ul>
        <LogoutButton />
      </div>
    </nav>
  );
}

export function AdminShell() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
