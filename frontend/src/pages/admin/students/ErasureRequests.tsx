import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useServerQuery } from '../../../api/query.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { listFailure } from '../failures.ts';
import { ActionsCell, AskedCell, RequestsSection, RequesterCell, TheirWords } from './intern-requests.tsx';
import { ErasureDecisionDialog, type ErasureDecision } from './ErasureDecisionDialog.tsx';
import { students } from '../../../api/queries/students.ts';

/**
 * The interns' pending erasure requests (docs/PRIVACY.md), oldest first, each approved (the personal data
 * erased, issued certificates still verifiable) or refused with a reason. Nothing shows while none
 * waits.
 */
export function ErasureRequests() {
  const { t } = useLingui();
  const f = useFormat();
  const list = useServerQuery(students.erasureRequests());
  const [decision, setDecision] = useState<ErasureDecision | null>(null);
  const requests = list.data?.requests ?? [];
  if (requests.length === 0 && !list.error) return null;
  return (
    <RequestsSection
      id="erasure-requests-title"
      title={<Trans>Erasure requests</Trans>}
      failure={list.error ? listFailure(list.error, t`erasure requests`) : null}
      onRetry={() => void list.refetch()}
      emptyText=""
    >
      {requests.length > 0 && (
        <AdminTable
          label={t`Pending erasure requests`}
          columns={[t`Intern`, t`Validated`, t`Documents issued`, t`Payout owed`, t`Reason`, t`Asked`, t`Actions`]}
        >
          {requests.map((r) => (
            <tr key={r.id} data-testid="erasure-request">
              <RequesterCell name={r.studentName} internId={r.internId} />
              <td>{r.validated ? t`Yes` : t`No`}</td>
              <td>{f.number(r.documentsIssued)}</td>
              <td>
                {r.payoutOwed > 0 ? (
                  <strong>
                    <Trans>{f.rupees(r.payoutOwed)}: their refer-and-earn record stays until paid</Trans>
                  </strong>
                ) : (
                  t`None`
                )}
              </td>
              <TheirWords words={r.reason} />
              <AskedCell at={r.createdAt} />
              <ActionsCell>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => setDecision({ kind: 'approve', request: r })}
                >
                  <Trans>
                    Approve and erase<span className="visually-hidden"> the data of {r.studentName}</span>
                  </Trans>
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setDecision({ kind: 'refuse', request: r })}
                >
                  <Trans>
                    Refuse<span className="visually-hidden"> the request of {r.studentName}</span>
                  </Trans>
                </button>
              </ActionsCell>
            </tr>
          ))}
        </AdminTable>
      )}
      {decision && (
        <ErasureDecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={() => setDecision(null)} />
      )}
    </RequestsSection>
  );
}
