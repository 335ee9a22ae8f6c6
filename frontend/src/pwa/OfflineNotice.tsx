import { Trans } from '@lingui/react/macro';
import { useOnline } from './useOnline.ts';
import './pwa.css';

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
