import { Trans, useLingui } from '@lingui/react/macro';
import { retryJob } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { jobLabel } from '../../../hooks/useJobPolling.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { toast } from '../../../stores/toast.ts';
import { None } from '../../../components/None.tsx';
import { actionFailure, fetchFailed } from '../failures.ts';
import { internLabel } from '../people.ts';
import { staff } from '../../../api/queries/staff.ts';

/** The background jobs that used up their attempts, each with Retry. */
export function FailedJobs() {
  const { t } = useLingui();
  const f = useFormat();
  const { data, error, refetch } = useServerQuery(staff.failedJobs());
  const reload = () => void refetch();
  const jobs = data?.jobs;
  const retry = useServerMutation(
    async (id: string) => {
      const answer = await retryJob(id);
      toast.success(answer.message ? answerText(answer) : t`The job will run again.`);
    },
    { onError: (err) => toast.error(actionFailure(err)), invalidates: [staff.failedJobs().queryKey] },
  );
  return (
    <section className="admin-section" aria-labelledby="failed-title">
      <div className="admin-section__head">
        <h2 id="failed-title">
          <Trans>Failed jobs</Trans>
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={reload}>
          <Trans>
            Refresh<span className="visually-hidden"> failed jobs</span>
          </Trans>
        </button>
      </div>
      <ListStatus
        loading={!jobs}
        error={error ? fetchFailed() : null}
        onRetry={reload}
        empty={jobs?.length === 0}
        emptyText={t`No failed jobs. Everything went through.`}
      />
      {jobs && jobs.length > 0 && (
        <AdminTable
          label={t`Failed jobs`}
          columns={[t`Job`, t`What`, t`Intern`, t`Attempts`, t`Error`, t`When`, t`Action`]}
        >
          {jobs.map((j) => (
            <tr key={j.id}>
              <td className="mono">{j.id}</td>
              <th scope="row">{jobLabel(j.handler)}</th>
              <td>{j.studentId !== null ? internLabel(j.studentId) : <None />}</td>
              <td>{f.number(j.attempts)}</td>
              <td className="wrap">{j.error}</td>
              <td>{f.dateTime(j.updatedAt ?? j.createdAt)}</td>
              <td>
                <button
                  type="button"
                  className="button button--small"
                  disabled={retry.pending}
                  onClick={() => void retry.run(j.id)}
                >
                  {retry.running?.[0] === j.id ? t`Loading...` : t`Retry`}
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
