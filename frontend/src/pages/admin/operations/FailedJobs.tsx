import { formatDateTime } from 'shared/dates';
import { listAdminJobs, retryJob } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { jobLabel } from '../../../hooks/useJobPolling.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, FETCH_FAILED } from '../failures.ts';
import { internLabel } from '../people.ts';

/** The background jobs that used up their attempts, each with Retry. */
export function FailedJobs() {
  const { data, error, refetch } = useServerQuery({ queryKey: ['admin', 'jobs', 'failed'], queryFn: ({ signal }) => listAdminJobs('failed', signal) });
  const reload = () => void refetch();
  const jobs = data?.jobs;
  const retry = useAction(
    async (id: string) => {
      toast.success((await retryJob(id)).message || 'The job will run again.');
      reload();
    },
    (err) => toast.error(actionFailure(err)),
  );
  return (
    <section className="admin-section" aria-labelledby="failed-title">
      <div className="admin-section__head">
        <h2 id="failed-title">Failed jobs</h2>
        <button type="button" className="button button--small button--ghost" onClick={reload}>
          Refresh<span className="visually-hidden"> failed jobs</span>
        </button>
      </div>
      <ListStatus loading={!jobs} error={error ? FETCH_FAILED : null} onRetry={reload} empty={jobs?.length === 0} emptyText="No failed jobs. Everything went through." />
      {jobs && jobs.length > 0 && (
        <AdminTable label="Failed jobs" columns={['Job', 'What', 'Intern', 'Attempts', 'Error', 'When', 'Action']}>
          {jobs.map((j) => (
            <tr key={j.id}>
              <td className="mono">{j.id}</td>
              <th scope="row">{jobLabel(j.handler)}</th>
              <td>{j.studentId !== null ? internLabel(j.studentId) : <span className="muted">None</span>}</td>
              <td>{j.attempts}</td>
              <td className="wrap">{j.error}</td>
              <td>{formatDateTime(j.updatedAt ?? j.createdAt)}</td>
              <td>
                <button type="button" className="button button--small" disabled={retry.pending} onClick={() => void retry.run(j.id)}>
                  {retry.running?.[0] === j.id ? 'Loading...' : 'Retry'}
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
