import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { endAdminSession, endOtherSessions, type AdminSession } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, fetchFailed } from '../failures.ts';
import '../../../components/Field.css';
import { setSessionUser } from '../../../api/queries/session.ts';

/** Where the admin is signed in: end one session (this one signs out here), or every other one. */
export function Sessions({
  sessions,
  failed,
  reload,
}: {
  sessions: AdminSession[] | undefined;
  failed: boolean;
  reload: () => void;
}) {
  const { t } = useLingui();
  const f = useFormat();
  const navigate = useNavigate();
  const [ending, setEnding] = useState<AdminSession | 'others' | null>(null);
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  const end = useServerMutation(
    async (which: AdminSession | 'others') => {
      if (which === 'others') {
        toast.success(answerText(await endOtherSessions()));
      } else {
        const answer = await endAdminSession(which.id);
        if (answer.current) {
          setSessionUser(null);
          navigate('/login', { replace: true });
          return;
        }
        toast.success(answerText(answer));
      }
      setEnding(null);
      reload();
    },
    {
      onError: (err) => {
        toast.error(actionFailure(err));
        setEnding(null);
        reload();
      },
    },
  );

  return (
    <section className="admin-section" aria-labelledby="sessions-title">
      <div className="admin-section__head">
        <h2 id="sessions-title">
          <Trans>Where you are signed in</Trans>
        </h2>
        <button
          type="button"
          className="button button--small button--danger"
          disabled={others === 0}
          onClick={() => setEnding('others')}
        >
          <Trans>Sign out everywhere else</Trans>
        </button>
      </div>
      <p className="muted">
        <Trans>An admin session ends after 30 minutes without use, and 12 hours after signing in.</Trans>
      </p>
      <ListStatus
        loading={!sessions && !failed}
        error={failed ? fetchFailed() : null}
        onRetry={reload}
        empty={sessions?.length === 0}
        emptyText={t`No sessions.`}
      />
      {sessions && sessions.length > 0 && (
        <AdminTable label={t`Your sessions`} columns={[t`Device`, t`Signed in`, t`Last seen`, t`Address`, t`Action`]}>
          {sessions.map((s) => (
            <tr key={s.id} data-testid="session-row">
              <th scope="row" className="wrap">
                {s.device}
                {s.current && (
                  <span className="state state--paid session-tag">
                    <Trans>This device</Trans>
                  </span>
                )}
                {!s.signedIn && (
                  <>
                    <br />
                    <span className="field__error">
                      <Trans>Password given, code not: if this was not you, change your password.</Trans>
                    </span>
                  </>
                )}
              </th>
              <td>{f.dateTime(s.createdAt)}</td>
              <td>{f.dateTime(s.lastSeenAt)}</td>
              <td className="mono">{s.ip ?? ''}</td>
              <td>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-label={
                    s.current ? t`End the session on ${s.device} (this device)` : t`End the session on ${s.device}`
                  }
                  onClick={() => setEnding(s)}
                >
                  <Trans>End</Trans>
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending === 'others' ? t`Sign out everywhere else?` : t`End this session?`}
        confirmLabel={ending === 'others' ? t`Sign out everywhere else` : t`End session`}
        danger
        busy={end.pending}
        onConfirm={() => {
          if (ending) void end.run(ending);
        }}
        onClose={() => setEnding(null)}
      >
        <p>
          {ending === 'others'
            ? t`Every other session of your account (${others}) ends now. This one stays.`
            : ending?.current
              ? t`This is the session you are using: you will be signed out here.`
              : t`The session on ${ending?.device ?? ''} ends now: whoever uses it has to sign in again.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
