import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { LogoutButton } from '../components/LogoutButton.tsx';
import { OfflineNotice } from '../pwa/OfflineNotice.tsx';
import { useTheme } from '../stores/theme.ts';
import './AppLayout.css';
import './InternShell.css';

/**
 * The intern area's bar: Add course, the light/dark toggle, the language and Logout (specification
 * section 2, /dashboard). The actions wrap on a narrow phone: Tamil labels run far wider.
 */
function InternBar() {
  const { t } = useLingui();
  const { dark, toggle } = useTheme();
  return (
    <nav className="area-bar" aria-label={t`Intern area`}>
      <div className="container area-bar__inner intern-bar__inner">
        <Link to="/dashboard" className="intern-bar__home">
          <Trans>Dashboard</Trans>
        </Link>
        <div className="intern-bar__actions">
          <Link to="/extracourse" className="button button--small button--ghost">
            <Icon name="blocks" size={18} />
            <Trans>Add course</Trans>
          </Link>
          <button
            type="button"
            className="button button--small button--ghost theme-toggle"
            aria-pressed={dark}
            onClick={toggle}
          >
            <Icon name={dark ? 'compass' : 'palette'} size={18} />
            {dark ? <Trans>Light mode</Trans> : <Trans>Dark mode</Trans>}
          </button>
          <LanguageSwitch />
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
      <OfflineNotice />
      <Outlet />
    </>
  );
}
