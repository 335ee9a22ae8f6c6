import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from 'shared/dates';
import { endAdminSession, endOtherSessions, type AdminSession } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { useSession } from '../../../stores/session.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, FETCH_FAILED } from '../failures.ts';
import '../../../components/Field.css';

/** Where the admin is signed in: end one session (this one signs out here), or every other one. */
export function Sessions({ sessions, failed, reload }: { sessions: AdminSession[] | undefined; failed: boolean; reload: () => void }) {
  const navigate = useNavigate();
  const clear = useSession((s) => s.setUser);
  const [ending, setEnding] = useState<AdminSession | 'others' | null>(null);
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  const end = useAction(
    async (which: AdminSession | 'others') => {
      if (which === 'others') {
        toast.success((await endOtherSessions()).message);
      } else {
        const answer = await endAdminSession(which.id);
        if (answer.current) {
          clear(null);
          navigate('/login', { replace: true });
          return;
        }
        toast.success(answer.message);
      }
      setEnding(null);
      reload();
    },
    (err) => {
      toast.error(actionFailure(err));
      setEnding(null);
      reload();
    },
  );

  return (
    <section className="admin-section" aria-labelledby="sessions-title">
      <div className="admin-section__head">
        <h2 id="sessions-title">Where you are signed in</h2>
        <button type="button" className="button button--small button--danger" disabled={others === 0} onClick={() => setEnding('others')}>
          Sign out everywhere else
        </button>
      </div>
      <p className="muted">An admin session ends after 30 minutes without use, and 12 hours after signing in.</p>
      <ListStatus loading={!sessions && !failed} error={failed ? FETCH_FAILED : null} onRetry={reload} empty={sessions?.length === 0} emptyText="No sessions." />
      {sessions && sessions.length > 0 && (
        <AdminTable label="Your sessions" columns={['Device', 'Signed in', 'Last seen', 'Address', 'Action']}>
          {sessions.map((s) => (
            <tr key={s.id} data-testid="session-row">
              <th scope="row" className="wrap">
                {s.device}
                {s.current && <span className="state state--paid session-tag">This device</span>}
                {!s.signedIn && (
                  <>
                    <br />
                    <span className="field__error">Password given, code not: if this was not you, change your password.</span>
                  </>
                )}
              </th>
              <td>{formatDateTime(s.createdAt)}</td>
              <td>{formatDateTime(s.lastSeenAt)}</td>
              <td className="mono">{s.ip ?? ''}</td>
              <td>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-label={`End the session on ${s.device}${s.current ? ' (this device)' : ''}`}
                  onClick={() => setEnding(s)}
                >
                  End
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending === 'others' ? 'Sign out everywhere else?' : 'End this session?'}
        confirmLabel={ending === 'others' ? 'Sign out everywhere else' : 'End session'}
        danger
        busy={end.pending}
        onConfirm={() => {
          if (ending) void end.run(ending);
        }}
        onClose={() => setEnding(null)}
      >
        <p>
          {ending === 'others'
            ? `Every other session of your account (${others}) ends now. This one stays.`
            : ending?.current
              ? 'This is the session you are using: you will be signed out here.'
              : `The session on ${ending?.device ?? ''} ends now: whoever uses it has to sign in again.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
