import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { listAdminJobs, listMail, resendMail, retryJob } from '../../api/admin.ts';
import { ListStatus } from '../../components/ListStatus.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { DeliveryHealth } from './DeliveryHealth.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { jobLabel } from '../../hooks/useJobPolling.ts';
import { formatDateTime } from 'shared/dates';
import { toast } from '../../stores/toast.ts';
import { messages } from 'shared/messages';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'An error occurred.');

function FailedJobs() {
  const { data, error, reload } = useLoad((signal) => listAdminJobs('failed', signal), []);
  const jobs = data?.jobs;
  const [busy, setBusy] = useState<string | null>(null);
  const retry = async (id: string) => {
    setBusy(id);
    try {
      const a = await retryJob(id);
      toast.success(a.message || 'The job will run again.');
      reload();
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="admin-section" aria-labelledby="failed-title">
      <div className="admin-section__head">
        <h2 id="failed-title">Failed jobs</h2>
        <button type="button" className="button button--small button--ghost" onClick={reload}>
          Refresh<span className="visually-hidden"> failed jobs</span>
        </button>
      </div>
      <ListStatus
        loading={!jobs}
        error={error ? 'An error occurred while fetching data.' : null}
        onRetry={reload}
        empty={jobs?.length === 0}
        emptyText="No failed jobs. Everything went through."
      />
      {jobs && jobs.length > 0 && (
        <AdminTable label="Failed jobs" columns={['Job', 'What', 'Intern', 'Attempts', 'Error', 'When', 'Action']}>
          {jobs.map((j) => (
            <tr key={j.id}>
              <td className="mono">{j.id}</td>
              <th scope="row">{jobLabel(j.handler)}</th>
              <td>{j.studentId ?? <span className="muted">None</span>}</td>
              <td>{j.attempts}</td>
              <td className="wrap">{j.error}</td>
              <td>{formatDateTime(j.updatedAt ?? j.createdAt)}</td>
              <td>
                <button type="button" className="button button--small" disabled={busy !== null} onClick={() => void retry(j.id)}>
                  {busy === j.id ? 'Loading...' : 'Retry'}
                  <span className="visually-hidden"> {j.id}</span>
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function MailOutbox() {
  const [filter, setFilter] = useState<'all' | 'failed' | 'sent'>('all');
  const { data, error, reload } = useLoad((signal) => listMail(filter === 'all' ? undefined : filter, signal), [filter]);
  const mails = data?.mails;
  const [busy, setBusy] = useState<number | null>(null);
  const resend = async (id: number) => {
    setBusy(id);
    try {
      const a = await resendMail(id);
      toast.success(a.message || messages.mailResendQueued);
      reload();
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };
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
      <ListStatus
        loading={!mails}
        error={error ? 'An error occurred while fetching data.' : null}
        onRetry={reload}
        empty={mails?.length === 0}
        emptyText="No mail here."
      />
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
                <button type="button" className="button button--small button--ghost" disabled={busy !== null} onClick={() => void resend(m.id)}>
                  {busy === m.id ? 'Loading...' : 'Resend'}
                  <span className="visually-hidden"> {m.subject} to {m.recipient}</span>
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** Operators: delivery health, failed background jobs (retry), the mail outbox (resend) and Bull Board. */
export default function OperationsPage() {
  useDocumentTitle('Operations');
  return (
    <div className="container section admin-page">
      <h1>Operations</h1>
      <p>
        Live queues, job details and manual controls are in <a href="/admin/queues">Bull Board (queues)</a>.
      </p>
      <DeliveryHealth />
      <FailedJobs />
      <MailOutbox />
    </div>
  );
}
