import { formatDateTime } from 'shared/dates';
import { messages } from 'shared/messages';
import type { MailRow } from 'shared/api/admin-operations';
import { resendMail } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { jobLabel } from '../../../hooks/useJobPolling.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure } from '../failures.ts';
import { internLabel } from '../people.ts';

/** Whom a mail went to: its address for an admin, the intern's id for an operator (who gets no address). */
const recipientOf = (m: MailRow) => m.recipient ?? (m.studentId !== null ? internLabel(m.studentId) : 'Not shown');

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
            {m.subject ?? jobLabel(m.template)}
            {m.subject !== null && (
              <>
                <br />
                <span className="muted">{jobLabel(m.template)}</span>
              </>
            )}
          </th>
          <td>{recipientOf(m)}</td>
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
                {m.subject ?? jobLabel(m.template)} to {recipientOf(m)}
              </span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
