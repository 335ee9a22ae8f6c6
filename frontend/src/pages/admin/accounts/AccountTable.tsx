import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { disableAccount, enableAccount, type StaffAccount } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, fetchFailed } from '../failures.ts';

const STATE_LABEL: Record<StaffAccount['state'], MessageDescriptor> = {
  invited: msg`Invited`,
  active: msg`Active`,
  disabled: msg`Disabled`,
};
const ROLE_LABEL: Record<StaffAccount['role'], MessageDescriptor> = {
  admin: msg`Admin`,
  operator: msg`Operator`,
  editor: msg`Editor`,
};
const STATE_TAG = { invited: 'pending', active: 'paid', disabled: 'disabled' } as const;

/** Every staff account with its role, state and last sign-in; disable (with a confirmation) or enable. */
export function AccountTable({
  accounts,
  failed,
  reload,
}: {
  accounts: StaffAccount[] | undefined;
  failed: boolean;
  reload: () => void;
}) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const [disabling, setDisabling] = useState<StaffAccount | null>(null);
  const change = useServerMutation(
    async (account: StaffAccount, to: 'disable' | 'enable') => {
      const answer = to === 'disable' ? await disableAccount(account.id) : await enableAccount(account.id);
      toast.success(answerText(answer));
      setDisabling(null);
      reload();
    },
    {
      onError: (err) => {
        toast.error(actionFailure(err));
        setDisabling(null);
        reload();
      },
    },
  );

  return (
    <section className="admin-section" aria-labelledby="accounts-title">
      <h2 id="accounts-title">
        <Trans>Staff accounts</Trans>
      </h2>
      <ListStatus
        loading={!accounts && !failed}
        error={failed ? fetchFailed() : null}
        onRetry={reload}
        empty={accounts?.length === 0}
        emptyText={t`No accounts.`}
      />
      {accounts && accounts.length > 0 && (
        <AdminTable
          label={t`Staff accounts`}
          columns={[t`E-mail`, t`Name`, t`Role`, t`State`, t`Last sign-in`, t`Action`]}
        >
          {accounts.map((a) => (
            <tr key={a.id} data-testid="account-row">
              <th scope="row" className="wrap">
                {a.email}
                {a.self && (
                  <span className="muted">
                    {' '}
                    <Trans>(you)</Trans>
                  </span>
                )}
              </th>
              <td>{a.name}</td>
              <td>{i18n._(ROLE_LABEL[a.role])}</td>
              <td>
                <span className={`state state--${STATE_TAG[a.state]}`}>{i18n._(STATE_LABEL[a.state])}</span>
              </td>
              <td>{a.lastLoginAt ? f.dateTime(a.lastLoginAt) : t`Never`}</td>
              <td>
                {a.self ? null : a.state === 'disabled' ? (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={change.pending}
                    aria-label={t`Enable ${a.email}`}
                    onClick={() => void change.run(a, 'enable')}
                  >
                    <Trans>Enable</Trans>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={t`Disable ${a.email}`}
                    onClick={() => setDisabling(a)}
                  >
                    <Trans>Disable</Trans>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        open={disabling !== null}
        title={t`Disable this account?`}
        confirmLabel={t`Disable`}
        danger
        busy={change.pending}
        onConfirm={() => {
          if (disabling) void change.run(disabling, 'disable');
        }}
        onClose={() => setDisabling(null)}
      >
        <p>
          <Trans>{disabling?.email} is signed out everywhere now and cannot sign in until enabled again.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
