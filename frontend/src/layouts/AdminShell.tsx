import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { LogoutButton } from '../components/LogoutButton.tsx';
import { useAbilities } from '../hooks/useAbilities.ts';
import { staffHome, type StaffHome } from '../lib/staff.ts';
import { mayOpen } from '../screen-roles.ts';
import { sharedText } from '../i18n/shared-text.ts';
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
  { to: '/admin/catalogue', label: msg`Catalogue` },
  { to: '/admin/questions', label: msg`Questions` },
  { to: '/admin/tests', label: msg`Tests` },
  { to: '/admin/questions/stats', label: msg`Question statistics` },
];

/**
 * The admin nav between the overview, /ab, /ev, payouts, reconcile, operations, security, the audit log, accounts, the catalogue,
 * the questions, the tests' settings and the question statistics, plus
 * Bull Board (a server page), the language (kept on this device: staff accounts have none) and Logout. Each
 * entry shows when the account's abilities open its screen (screen-roles.ts, hooks/useAbilities.ts).
 */
function AdminNav() {
  const { t, i18n } = useLingui();
  const { abilities, may } = useAbilities();
  return (
    <nav className="area-bar" aria-label={t({ message: 'Admin', context: 'the name of the admin bar' })}>
      <div className="container area-bar__inner admin-nav__inner">
        <ul className="admin-nav__list">
          {adminNav
            .filter((item) => mayOpen(abilities, item.to))
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
          {may('queues.read') && (
            <li>
              {/* Served by the API, not a client route: a full page load. */}
              <a href="/admin/queues" className="admin-nav__link">
                <Trans>Queues</Trans> <Icon name="external" size={14} />
              </a>
            </li>
          )}
        </ul>
        <div className="admin-nav__end">
          <LanguageSwitch />
          <LogoutButton />
        </div>
      </div>
    </nav>
  );
}

/** The way back from a screen not for them: to where the staff member lands after signing in. */
const HOME_LINK: Record<StaffHome, MessageDescriptor> = {
  '/admin/overview': msg`Go to the overview`,
  '/admin/catalogue': msg`Go to the catalogue`,
};

/**
 * A staff member on a screen their abilities do not open (an operator on an admins-only screen, an
 * editor on an operator's): told the page is not part of their role (not 'for admins only': an editor
 * refused an operator's screen would read that wrong), with the way to their own first screen (the
 * server refuses it anyway).
 */
function NotForYourRole() {
  const { i18n } = useLingui();
  const { abilities } = useAbilities();
  const home = staffHome(abilities);
  return (
    <div className="container narrow section wrong-role">
      <h1>{sharedText('notYourRole')}</h1>
      <p>
        <Trans>Your account&apos;s role does not open this screen.</Trans>{' '}
        <Link to={home}>{i18n._(HOME_LINK[home])}</Link>
      </p>
    </div>
  );
}

export function AdminShell() {
  const { abilities } = useAbilities();
  const { pathname } = useLocation();
  return (
    <>
      <AdminNav />
      {mayOpen(abilities, pathname) ? <Outlet /> : <NotForYourRole />}
    </>
  );
}
