import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import './pwa.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network (true where it cannot tell). */
function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** The intern area's line while offline: what they see came from the copies the service worker kept. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      <Trans>You are offline: showing what was saved on this phone.</Trans>
    </p>
  );
}
