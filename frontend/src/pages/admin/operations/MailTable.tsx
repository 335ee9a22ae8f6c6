import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MailRow } from 'shared/api/admin-operations';
import { resendMail } from '../../../api/admin.ts';
import { staff } from '../../../api/queries/staff.ts';
import { students } from '../../../api/queries/students.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { jobLabel } from '../../../hooks/useJobPolling.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { toast } from '../../../stores/toast.ts';
import { momentOf } from '../moment.ts';
import { actionFailure } from '../failures.ts';
import { internLabel } from '../people.ts';

/** Whom a mail went to: its address for an admin, the intern's id for an operator (who gets no address). */
const recipientOf = (m: MailRow) => m.recipient ?? (m.studentId !== null ? internLabel(m.studentId) : t`Not shown`);

/** A mail's outcome in the page's language. */
const statusWords: Record<MailRow['status'], MessageDescriptor> = {
  sending: msg`sending`,
  sent: msg`sent`,
  failed: msg`failed`,
};

/** Mails with their outcome, each with Resend (the outbox on Operations, and a student's record). */
export function MailTable({ label, mails }: { label: string; mails: MailRow[] }) {
  const { t: tr, i18n } = useLingui();
  const f = useFormat();
  const resend = useServerMutation(
    async (id: number) => {
      const answer = await resendMail(id);
      toast.success(answer.message ? answerText(answer) : sharedText('mailResendQueued'));
    },
    // The outbox and the student's record both list the mail.
    { onError: (err) => toast.error(actionFailure(err)), invalidates: [staff.mail.all, students.all] },
  );
  return (
    <AdminTable label={label} columns={[tr`Subject`, tr`To`, tr`Status`, tr`Attempts`, tr`Sent`, tr`Action`]}>
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
            <span className={`state state--${m.status === 'sent' ? 'paid' : 'pending'}`}>
              {i18n._(statusWords[m.status])}
            </span>
            {m.error && <span className="field__error"> {m.error}</span>}
          </td>
          <td>{f.number(m.attempts)}</td>
          <td>{momentOf(f, m.sentAt)}</td>
          <td>
            <button
              type="button"
              className="button button--small button--ghost"
              disabled={resend.pending}
              onClick={() => void resend.run(m.id)}
            >
              {resend.running?.[0] === m.id ? tr`Loading...` : tr`Resend`}
              <span className="visually-hidden"> {tr`${m.subject ?? jobLabel(m.template)} to ${recipientOf(m)}`}</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
