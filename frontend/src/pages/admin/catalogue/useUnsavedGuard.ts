import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While the form holds changes not saved, leaving it asks first: another address of the site (the
 * router's blocker, answered by the screen's dialog) or the tab closed or reloaded (the browser's own
 * question). `allowLeaving()` lets the next navigation through (a new entry going to its own address).
 */
export function useUnsavedGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
