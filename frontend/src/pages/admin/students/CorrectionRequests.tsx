import { formatDateTime } from 'shared/dates';
import { correctableFieldLabels } from 'shared/corrections';
import { listCorrectionRequests, resolveCorrectionRequest } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { useLoad } from '../../../hooks/useLoad.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, listFailure } from '../failures.ts';

/**
 * The interns' open correction requests (what is wrong, the correct value), oldest first; the admin
 * corrects the record from the student's row, then resolves the request here. `round` re-reads it.
 */
export function CorrectionRequests({ round, onSearch }: { round: number; onSearch: (text: string) => void }) {
  const list = useLoad((signal) => listCorrectionRequests(signal), [round]);
  const resolve = useAction(
    async (id: number) => {
      const answer = await resolveCorrectionRequest(id);
      toast.success(answer.message);
      list.reload();
    },
    (err) => toast.error(actionFailure(err)),
  );
  const requests = list.data?.requests ?? [];
  return (
    <section aria-labelledby="correction-requests-title" className="section--tight">
      <h2 id="correction-requests-title">Correction requests</h2>
      <ListStatus
        error={list.error ? listFailure(list.error, 'correction requests') : null}
        onRetry={list.reload}
        empty={!list.loading && list.data !== undefined && requests.length === 0}
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
