import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { LogoutButton } from '../components/LogoutButton.tsx';
import { mayOpen } from '../lib/staff.ts';
import { sharedText } from '../i18n/shared-text.ts';
import { useSessionUser } from '../hooks/useSession.ts';
import '../components/RequireSession.css';
import './AppLayout.css';
import './AdminShell.css';

const adminNav: { to: string; label: MessageDescriptor }[] = [
  { to: '/admin/overview', label: msg`Overview` },
  { to: '/ab', label: msg`Students` },
  { to: '/ev', label: msg`Extra courses` },
  { to: '/admin/payouts', label: msg`Payouts` },
  { to: '/admin/reconcile', label: msg`Reconcile` },
  { to: '/admin/operations', label: msg`Operations` },
  { to: '/admin/security', label: msg`Security` },
  { to: '/admin/audit', label: msg`Audit log` },
  { to: '/admin/accounts', label: msg`Accounts` },
];

/**
 * The admin nav between the overview, /ab, /ev, payouts, reconcile, operations, security, the audit log and accounts, plus
 * Bull Board (a server page), the language (kept on this device: staff accounts have none) and Logout. An
 * operator sees only the screens they may use (lib/staff.ts).
 */
function AdminNav() {
  const { t, i18n } = useLingui();
  const user = useSessionUser();
  return (
    <nav className="area-bar" aria-label={t({ message: 'Admin', context: 'the name of the admin bar' })}>
      <div className="container area-bar__inner admin-nav__inner">
        <ul className="admin-nav__list">
          {adminNav
            .filter((item) => mayOpen(user, item.to))
            .map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => `admin-nav__link${isActive ? ' is-active' : ''}`}
                  end
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          <li>
            {/* Served by the API, not a client route: a full page load. */}
            <a href="/admin/queues" className="admin-nav__link">
              <Trans>Queues</Trans> <Icon name="external" size={14} />
            </a>
          </li>
        </ul>
        <div className="admin-nav__end">
          <LanguageSwitch />
          <LogoutButton />
        </div>
      </div>
    </nav>
  );
}

/** An operator on an admins-only screen: told so, with the way to their own screens (the server refuses it anyway). */
function AdminsOnly() {
  return (
    <div className="container narrow section wrong-role">
      <h1>{sharedText('adminsOnly')}</h1>
      <p>
        <Trans>
          You are signed in as an operator. <Link to="/admin/overview">Go to the overview</Link>
        </Trans>
      </p>
    </div>
  );
}

export function AdminShell() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  return (
    <>
      <AdminNav />
      {mayOpen(user, pathname) ? <Outlet /> : <AdminsOnly />}
    </>
  );
}
