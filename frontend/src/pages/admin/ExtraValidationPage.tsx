import { useState } from 'react';
import { refresh, useServerQuery } from '../../api/query.ts';
import { listAdminExtraCourses, rejectExtraCoursePayment, validateExtraCourse, type AdminExtraCourse } from '../../api/admin.ts';
import { Icon } from '../../components/Icon.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { formatDate } from 'shared/dates';
import { toast } from '../../stores/toast.ts';
import './ExtraValidationPage.css';
import './admin.css';
import { RejectDialog } from './RejectDialog.tsx';

const EXTRA_COURSES = ['admin', 'extra-courses'];

/** /ev 'Extra Course Validation Panel' (specification section 2). */
export default function ExtraValidationPage() {
  useDocumentTitle('Extra Course Validation Panel');
  const { data, error, refetch } = useServerQuery({ queryKey: EXTRA_COURSES, queryFn: async ({ signal }) => (await listAdminExtraCourses(signal)).data ?? [] });
  const validate = useAction(
    async (id: number) => {
      const answer = await validateExtraCourse(id);
      toast.success(answer?.message || 'Validated');
      refresh(EXTRA_COURSES);
    },
    (err) => {
      console.error(err);
      toast.error('Error validating course.');
    },
  );
  const busy = validate.running?.[0];
  const [rejecting, setRejecting] = useState<AdminExtraCourse | null>(null);

  return (
    <div className="container section admin-page">
      <h1>Extra Course Validation Panel</h1>
      <ListStatus
        loading={!data && !error}
        loadingText="Loading courses..."
        error={error ? 'Error fetching extra courses.' : null}
        onRetry={() => void refetch()}
        empty={!error && data?.length === 0}
        emptyText="No extra courses found."
      />
      {!error && data && data.length > 0 && (
        <AdminTable label="Extra courses" columns={['ID', 'Course', 'Start', 'End', 'College', 'Email', 'Transaction', 'Validated', 'Action']}>
          {data.map((c) => (
            <tr key={c.id} data-testid="ev-row">
              <td>{c.id}</td>
              <th scope="row">{c.course}</th>
              <td>{formatDate(c.startDate)}</td>
              <td>{formatDate(c.endDate)}</td>
              <td>{c.college}</td>
              <td>{c.email}</td>
              <td className="mono">{c.transaction}</td>
              <td>
                {c.validated ? (
                  <span className="tick">
                    <Icon name="check" title="Validated" />
                  </span>
                ) : (
                  <span className="cross">
                    <Icon name="close" title="Not validated" />
                  </span>
                )}
              </td>
              <td>
                {c.validated ? (
                  <button type="button" className="button button--small button--done" disabled>
                    Validated
                  </button>
                ) : c.rejection ? (
                  <span className="notice notice--error" data-testid="rejection">
                    Rejected: {c.rejection.words}
                  </span>
                ) : (
                  <button type="button" className="button button--small" onClick={() => void validate.run(c.id)} disabled={validate.pending}>
                    {busy === c.id ? 'Loading...' : 'Validate'}
                    <span className="visually-hidden">
                      {' '}
                      {c.course} for {c.email}
                    </span>
                  </button>
                )}
                {!c.validated && !c.rejection && (
                  <button type="button" className="button button--small button--ghost" onClick={() => setRejecting(c)}>
                    Reject<span className="visually-hidden"> the payment of {c.course} for {c.email}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {rejecting && (
        <RejectDialog
          subject={`${rejecting.email}: ${rejecting.course}`}
          onReject={(body) => rejectExtraCoursePayment(rejecting.id, body)}
          onDone={() => {
            setRejecting(null);
            refresh(EXTRA_COURSES);
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </div>
  );
}
