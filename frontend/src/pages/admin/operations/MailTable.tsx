import { formatDateTime } from 'shared/dates';
import { messages } from 'shared/messages';
import type { MailRow } from 'shared/api/admin-operations';
import { resendMail } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { jobLabel } from '../../../hooks/useJobPolling.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure } from '../failures.ts';

/** Mails with their outcome, each with Resend (the outbox on Operations, and a student's record). */
export function MailTable({ label, mails, onResent }: { label: string; mails: MailRow[]; onResent: () => void }) {
  const resend = useAction(
    async (id: number) => {
      toast.success((await resendMail(id)).message || messages.mailResendQueued);
      onResent();
    },
    (err) => toast.error(actionFailure(err)),
  );
  return (
    <AdminTable label={label} columns={['Subject', 'To', 'Status', 'Attempts', 'Sent', 'Action']}>
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
  );
}
