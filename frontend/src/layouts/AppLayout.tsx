import { Trans } from '@lingui/react/macro';
import { Link, Outlet, useNavigation } from 'react-router';
import { useFocusAfterNavigation } from '../hooks/useFocusAfterNavigation.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import './layout.css';
import './AppLayout.css';

/**
 * The frame of the logged-in screens (intern area and admin panels): a slim header with the brand,
 * a skip link and the main landmark. The area's own bar (InternShell / AdminShell) sits inside.
 */
export function AppLayout() {
  const navigation = useNavigation();
  const main = useFocusAfterNavigation<HTMLElement>();
  const companyName = useSiteConfig((s) => s.config.companyName);

  return (
    <div className="app">
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <header className="app-header">
        <div className="container app-header__inner">
          <Link to="/home" className="brand">
            <img src="/favicon.svg" alt="" width="32" height="32" className="brand__logo" />
            <span>{companyName}</span>
          </Link>
        </div>
      </header>
      <div className="route-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <main id="main" ref={main} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
