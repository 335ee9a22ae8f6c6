import { Trans } from '@lingui/react/macro';
import { Outlet, useNavigation } from 'react-router';
import { NavBar } from '../components/NavBar.tsx';
import { Footer } from '../components/Footer.tsx';
import { useFocusAfterNavigation } from '../hooks/useFocusAfterNavigation.ts';
import './layout.css';

/** Header, main landmark and footer around every public page, with a skip link. */
export function PublicLayout() {
  const navigation = useNavigation();
  const main = useFocusAfterNavigation<HTMLElement>();

  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <NavBar />
      <div className="route-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
