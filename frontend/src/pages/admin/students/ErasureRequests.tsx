import { useState } from 'react';
import { formatDateTime } from 'shared/dates';
import { listErasureRequests } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { listFailure } from '../failures.ts';
import { AB } from './ab-key.ts';
import { ErasureDecisionDialog, type ErasureDecision } from './ErasureDecisionDialog.tsx';

/**
 * The interns' pending erasure requests (issue 18), oldest first, each approved (the personal data
 * erased, issued certificates still verifiable) or refused with a reason. Nothing shows while none
 * waits.
 */
export function ErasureRequests() {
  const list = useServerQuery({ queryKey: [...AB, 'erasure-requests'], queryFn: ({ signal }) => listErasureRequests(signal) });
  const reload = () => void list.refetch();
  const [decision, setDecision] = useState<ErasureDecision | null>(null);
  const requests = list.data?.requests ?? [];
  if (requests.length === 0 && !list.error) return null;
  return (
    <section aria-labelledby="erasure-requests-title" className="section--tight">
      <h2 id="erasure-requests-title">Erasure requests</h2>
      <ListStatus error={list.error ? listFailure(list.error, 'erasure requests') : null} onRetry={reload} emptyText="" />
      {requests.length > 0 && (
        <AdminTable label="Pending erasure requests" columns={['Intern', 'Validated', 'Documents issued', 'Payout owed', 'Reason', 'Asked', 'Actions']}>
          {requests.map((r) => (
            <tr key={r.id} data-testid="erasure-request">
              <th scope="row">
                {r.studentName} <span className="mono muted">{r.internId}</span>
              </th>
              <td>{r.validated ? 'Yes' : 'No'}</td>
              <td>{r.documentsIssued}</td>
              <td>{r.payoutOwed > 0 ? <strong>₹{r.payoutOwed}: their refer-and-earn record stays until paid</strong> : 'None'}</td>
              <td>{r.reason ?? <span className="muted">Not said</span>}</td>
              <td>{formatDateTime(r.createdAt)}</td>
              <td>
                <div className="button-row button-row--tight">
                  <button type="button" className="button button--small button--danger" onClick={() => setDecision({ kind: 'approve', request: r })}>
                    Approve and erase<span className="visually-hidden"> the data of {r.studentName}</span>
                  </button>
                  <button type="button" className="button button--small button--ghost" onClick={() => setDecision({ kind: 'refuse', request: r })}>
                    Refuse<span className="visually-hidden"> the request of {r.studentName}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {decision && (
        <ErasureDecisionDialog
          decision={decision}
          onClose={() => setDecision(null)}
          onDone={() => {
            setDecision(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
