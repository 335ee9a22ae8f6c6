import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client.ts';
import { endAdminSession, endOtherSessions, getSecurity, renewRecoveryCodes, type AdminSession } from '../../api/admin.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TotpCodeField } from '../../components/TotpCodeField.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { RecoveryCodes } from '../../components/RecoveryCodes.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { formatDateTime } from 'shared/dates';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/toast.ts';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'An error occurred.');

/** The admin's own security: their sessions (end any, or all but this one), two-step sign-in and recovery codes, the password. */
export default function SecurityPage() {
  useDocumentTitle('Security');
  const { data, error, reload } = useLoad((signal) => getSecurity(signal), []);
  return (
    <div className="container section admin-page">
      <h1>Security</h1>
      <Sessions sessions={data?.sessions} failed={Boolean(error)} reload={reload} />
      <TwoStep twoFactor={data?.twoFactor} reload={reload} />
      <section className="admin-section" aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <p>
          <Link to="/admin/password">Change your password</Link>. It signs you out everywhere else.
        </p>
      </section>
    </div>
  );
}

function Sessions({ sessions, failed, reload }: { sessions: AdminSession[] | undefined; failed: boolean; reload: () => void }) {
  const navigate = useNavigate();
  const clear = useSession((s) => s.setUser);
  const [ending, setEnding] = useState<AdminSession | 'others' | null>(null);
  const [busy, setBusy] = useState(false);
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  const confirmEnd = async () => {
    if (!ending) return;
    setBusy(true);
    try {
      if (ending === 'others') {
        toast.success((await endOtherSessions()).message);
      } else {
        const answer = await endAdminSession(ending.id);
        if (answer.current) {
          clear(null);
          navigate('/login', { replace: true });
          return;
        }
        toast.success(answer.message);
      }
      setEnding(null);
      reload();
    } catch (err) {
      toast.error(errorText(err));
      setEnding(null);
      reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="sessions-title">
      <div className="admin-section__head">
        <h2 id="sessions-title">Where you are signed in</h2>
        <button type="button" className="button button--small button--danger" disabled={others === 0} onClick={() => setEnding('others')}>
          Sign out everywhere else
        </button>
      </div>
      <p className="muted">An admin session ends after 30 minutes without use, and 12 hours after signing in.</p>
      <ListStatus loading={!sessions && !failed} error={failed ? 'An error occurred while fetching data.' : null} onRetry={reload} empty={sessions?.length === 0} emptyText="No sessions." />
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
        busy={busy}
        onConfirm={() => void confirmEnd()}
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

function TwoStep({ twoFactor, reload }: { twoFactor: { enabledAt: string | null; recoveryCodesLeft: number } | undefined; reload: () => void }) {
  const email = useSession((s) => s.user?.email ?? '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const renew = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await renewRecoveryCodes(code.trim());
      setCode('');
      setCodes(answer.recoveryCodes);
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="two-step-title">
      <h2 id="two-step-title">Two-step sign-in</h2>
      {twoFactor && (
        <p>
          {twoFactor.enabledAt ? `On since ${formatDateTime(twoFactor.enabledAt)}.` : 'Not set up.'} Recovery codes left: <strong>{twoFactor.recoveryCodesLeft}</strong>
          {twoFactor.recoveryCodesLeft <= 3 && ' (running low: make new ones below).'}
        </p>
      )}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          account={email}
          doneLabel="Done"
          onDone={() => {
            setCodes(null);
            reload();
          }}
        />
      ) : (
        <form onSubmit={renew} className="form card-panel narrow-form">
          <h3>New recovery codes</h3>
          <p className="muted">Makes 10 new codes; the old ones stop working. Enter the code your authenticator app shows now.</p>
          <TotpCodeField value={code} onChange={setCode} />
          <FormStatus message={message} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Loading...' : 'Make new recovery codes'}
          </button>
        </form>
      )}
    </section>
  );
}
