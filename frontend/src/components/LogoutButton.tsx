import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useServerMutation } from '../api/mutation.ts';
import { logout } from '../api/queries/session.ts';

/**
 * Logout, then the home page whatever the server said (the session is over for this screen either
 * way). `forgetTab`: the intern's tab forgets what it remembered (the referral popup shows again).
 */
export function LogoutButton({ forgetTab = false }: { forgetTab?: boolean }) {
  const navigate = useNavigate();
  const leave = useServerMutation(async () => {
    try {
      await logout();
    } catch (err) {
      console.warn('logout failed', err);
    }
    if (forgetTab) {
      try {
        sessionStorage.clear();
      } catch {
        /* storage blocked */
      }
    }
    navigate('/', { replace: true });
  });
  return (
    <button type="button" className="button button--small" onClick={() => void leave.run()} disabled={leave.pending}>
      {leave.pending ? <Trans>Loading...</Trans> : <Trans>Logout</Trans>}
    </button>
  );
}
