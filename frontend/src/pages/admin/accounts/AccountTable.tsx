import { useState } from 'react';
import { formatDateTime } from 'shared/dates';
import { disableAccount, enableAccount, type StaffAccount } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, FETCH_FAILED } from '../failures.ts';

const STATE_LABEL = { invited: 'Invited', active: 'Active', disabled: 'Disabled' } as const;
const STATE_TAG = { invited: 'pending', active: 'paid', disabled: 'disabled' } as const;

/** Every staff account with its role, state and last sign-in; disable (with a confirmation) or enable. */
export function AccountTable({ accounts, failed, reload }: { accounts: StaffAccount[] | undefined; failed: boolean; reload: () => void }) {
  const [disabling, setDisabling] = useState<StaffAccount | null>(null);
  const change = useAction(
    async (account: StaffAccount, to: 'disable' | 'enable') => {
      const answer = to === 'disable' ? await disableAccount(account.id) : await enableAccount(account.id);
      toast.success(answer.message);
      setDisabling(null);
      reload();
    },
    (err) => {
      toast.error(actionFailure(err));
      setDisabling(null);
      reload();
    },
  );

  return (
    <section className="admin-section" aria-labelledby="accounts-title">
      <h2 id="accounts-title">Staff accounts</h2>
      <ListStatus loading={!accounts && !failed} error={failed ? FETCH_FAILED : null} onRetry={reload} empty={accounts?.length === 0} emptyText="No accounts." />
      {accounts && accounts.length > 0 && (
        <AdminTable label="Staff accounts" columns={['E-mail', 'Name', 'Role', 'State', 'Last sign-in', 'Action']}>
          {accounts.map((a) => (
            <tr key={a.id} data-testid="account-row">
              <th scope="row" className="wrap">
                {a.email}
                {a.self && <span className="muted"> (you)</span>}
              </th>
              <td>{a.name}</td>
              <td>{a.role === 'admin' ? 'Admin' : 'Operator'}</td>
              <td>
                <span className={`state state--${STATE_TAG[a.state]}`}>{STATE_LABEL[a.state]}</span>
              </td>
              <td>{a.lastLoginAt ? formatDateTime(a.lastLoginAt) : 'Never'}</td>
              <td>
                {a.self ? null : a.state === 'disabled' ? (
                  <button type="button" className="button button--small button--ghost" disabled={change.pending} aria-label={`Enable ${a.email}`} onClick={() => void change.run(a, 'enable')}>
                    Enable
                  </button>
                ) : (
                  <button type="button" className="button button--small button--danger" aria-label={`Disable ${a.email}`} onClick={() => setDisabling(a)}>
                    Disable
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        open={disabling !== null}
        title="Disable this account?"
        confirmLabel="Disable"
        danger
        busy={change.pending}
        onConfirm={() => {
          if (disabling) void change.run(disabling, 'disable');
        }}
        onClose={() => setDisabling(null)}
      >
        <p>{disabling?.email} is signed out everywhere now and cannot sign in until enabled again.</p>
      </ConfirmDialog>
    </section>
  );
}
