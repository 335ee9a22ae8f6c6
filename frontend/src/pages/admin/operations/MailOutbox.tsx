import { useState } from 'react';
import { formatDateTime } from 'shared/dates';
import { messages } from 'shared/messages';
import { listMail, resendMail } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { jobLabel } from '../../../hooks/useJobPolling.ts';
import { useLoad } from '../../../hooks/useLoad.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, FETCH_FAILED } from '../failures.ts';

/** Every mail the site sent or tried to send, filtered by outcome, each with Resend. */
export function MailOutbox() {
  const [filter, setFilter] = useState<'all' | 'failed' | 'sent'>('all');
  const { data, error, reload } = useLoad((signal) => listMail(filter === 'all' ? undefined : filter, signal), [filter]);
  const mails = data?.mails;
  const resend = useAction(
    async (id: number) => {
      toast.success((await resendMail(id)).message || messages.mailResendQueued);
      reload();
    },
    (err) => toast.error(actionFailure(err)),
  );
  return (
    <section className="admin-section" aria-labelledby="mail-title">
      <div className="admin-section__head">
        <h2 id="mail-title">Mail outbox</h2>
        <div className="field field--inline">
          <label className="field__label" htmlFor="mail-filter">
            Show
          </label>
          <select id="mail-filter" className="field__input" value={filter} onChange={(e) => setFilter(e.target.value as typeof filter)}>
            <option value="all">All mail</option>
            <option value="failed">Failed</option>
            <option value="sent">Sent</option>
          </select>
        </div>
      </div>
      <ListStatus loading={!mails} error={error ? FETCH_FAILED : null} onRetry={reload} empty={mails?.length === 0} emptyText="No mail here." />
      {mails && mails.length > 0 && (
        <AdminTable label="Mail outbox" columns={['Subject', 'To', 'Status', 'Attempts', 'Sent', 'Action']}>
          {mails.map((m) => (
            <tr key={m.id} data-testid="mail-row">
              <th scope="row" className="wrap">
                {m.subject}
                <br />
                <span className="muted">{jobLabel(m.template)}</span>
              </th>
              <td>{m.recipient}</td>
              <td>
                <span className={`state state--${m.status === 'sent' ? 'paid' : 'pending'}`}>{m.status}</span>
                {m.error && <span className="field__error"> {m.error}</span>}
              </td>
              <td>{m.attempts}</td>
              <td>{formatDateTime(m.sentAt)}</td>
              <td>
                <button type="button" className="button button--small button--ghost" disabled={resend.pending} onClick={() => void resend.run(m.id)}>
                  {resend.running?.[0] === m.id ? 'Loading...' : 'Resend'}
                  <span className="visually-hidden">
                    {' '}
                    {m.subject} to {m.recipient}
                  </span>
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
