import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** After a client-side navigation (not the first render), focus moves to the returned element, as a full page load would. */
export function useFocusAfterNavigation<T extends HTMLElement>() {
  const { pathname } = useLocation();
  const target = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [pathname]);
  return target;
}
