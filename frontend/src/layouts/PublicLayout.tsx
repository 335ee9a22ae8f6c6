import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { NavBar } from '../components/NavBar.tsx';
import { Footer } from '../components/Footer.tsx';

/** Header, main landmark and footer around every public page, with a skip link. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // After a client-side navigation, move focus to the new page (as a full page load would).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
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
