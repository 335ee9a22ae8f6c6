import { Trans, useLingui } from '@lingui/react/macro';
import { resolveCorrectionRequest } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, listFailure } from '../failures.ts';
import { fieldLabels } from '../../../i18n/field-labels.ts';
import { ActionsCell, AskedCell, RequestsSection, RequesterCell, TheirWords } from './intern-requests.tsx';
import { students } from '../../../api/queries/students.ts';

/**
 * The interns' open correction requests (what is wrong, the correct value), oldest first; the admin
 * corrects the record from the student's row, then resolves the request here.
 */
export function CorrectionRequests({ onSearch }: { onSearch: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const list = useServerQuery(students.correctionRequests());
  const resolve = useServerMutation(
    async (id: number) => {
      const answer = await resolveCorrectionRequest(id);
      toast.success(answer.message);
    },
    { onError: (err) => toast.error(actionFailure(err)), invalidates: [students.correctionRequests().queryKey] },
  );
  const requests = list.data?.requests ?? [];
  return (
    <RequestsSection
      id="correction-requests-title"
      title={<Trans>Correction requests</Trans>}
      failure={list.error ? listFailure(list.error, t`correction requests`) : null}
      onRetry={() => void list.refetch()}
      empty={!list.isFetching && list.data !== undefined && requests.length === 0}
      emptyText={t`No open correction requests.`}
    >
      {requests.length > 0 && (
        <AdminTable
          label={t`Open correction requests`}
          columns={[t`Intern`, t`Detail`, t`Correct value`, t`What is wrong`, t`Asked`, t`Actions`]}
        >
          {requests.map((r) => (
            <tr key={r.id} data-testid="correction-request">
              <RequesterCell name={r.studentName} internId={r.internId} />
              <td>{i18n._(fieldLabels[r.field])}</td>
              <td>{r.correctValue}</td>
              <TheirWords words={r.note} />
              <AskedCell at={r.createdAt} />
              <ActionsCell>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => onSearch(r.studentName ?? '')}
                >
                  <Trans>
                    Find<span className="visually-hidden"> {r.studentName} in the list</span>
                  </Trans>
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={resolve.pending}
                  onClick={() => void resolve.run(r.id)}
                >
                  <Trans>
                    Resolve<span className="visually-hidden"> the request of {r.studentName}</span>
                  </Trans>
                </button>
              </ActionsCell>
            </tr>
          ))}
        </AdminTable>
      )}
    </RequestsSection>
  );
}
