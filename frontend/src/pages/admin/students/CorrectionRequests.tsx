import { formatDateTime } from 'shared/dates';
import { correctableFieldLabels } from 'shared/corrections';
import { listCorrectionRequests, resolveCorrectionRequest } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, listFailure } from '../failures.ts';
import { AB } from './ab-key.ts';

/**
 * The interns' open correction requests (what is wrong, the correct value), oldest first; the admin
 * corrects the record from the student's row, then resolves the request here.
 */
export function CorrectionRequests({ onSearch }: { onSearch: (text: string) => void }) {
  const list = useServerQuery({ queryKey: [...AB, 'correction-requests'], queryFn: ({ signal }) => listCorrectionRequests(signal) });
  const reload = () => void list.refetch();
  const resolve = useAction(
    async (id: number) => {
      const answer = await resolveCorrectionRequest(id);
      toast.success(answer.message);
      reload();
    },
    (err) => toast.error(actionFailure(err)),
  );
  const requests = list.data?.requests ?? [];
  return (
    <section aria-labelledby="correction-requests-title" className="section--tight">
      <h2 id="correction-requests-title">Correction requests</h2>
      <ListStatus
        error={list.error ? listFailure(list.error, 'correction requests') : null}
        onRetry={reload}
        empty={!list.isFetching && list.data !== undefined && requests.length === 0}
        emptyText="No open correction requests."
      />
      {requests.length > 0 && (
        <AdminTable label="Open correction requests" columns={['Intern', 'Detail', 'Correct value', 'What is wrong', 'Asked', 'Actions']}>
          {requests.map((r) => (
            <tr key={r.id} data-testid="correction-request">
              <th scope="row">
                {r.studentName} <span className="mono muted">{r.internId}</span>
              </th>
              <td>{correctableFieldLabels[r.field]}</td>
              <td>{r.correctValue}</td>
              <td>{r.note ?? <span className="muted">Not said</span>}</td>
              <td>{formatDateTime(r.createdAt)}</td>
              <td>
                <div className="button-row button-row--tight">
                  <button type="button" className="button button--small button--ghost" onClick={() => onSearch(r.studentName ?? '')}>
                    Find<span className="visually-hidden"> {r.studentName} in the list</span>
                  </button>
                  <button type="button" className="button button--small" disabled={resolve.pending} onClick={() => void resolve.run(r.id)}>
                    Resolve<span className="visually-hidden"> the request of {r.studentName}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
