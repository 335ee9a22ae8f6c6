import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useServerQuery } from '../../api/query.ts';
import { rejectExtraCoursePayment, validateExtraCourse, type AdminExtraCourse } from '../../api/admin.ts';
import { Icon } from '../../components/Icon.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { useServerMutation } from '../../api/mutation.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { answerText } from '../../i18n/answer-text.ts';
import { toast } from '../../stores/toast.ts';
import './ExtraValidationPage.css';
import './admin.css';
import { RejectDialog } from './RejectDialog.tsx';
import { staff } from '../../api/queries/staff.ts';

/** /ev 'Extra Course Validation Panel' (specification section 2). */
export default function ExtraValidationPage() {
  const { t } = useLingui();
  const f = useFormat();
  useDocumentTitle(t`Extra Course Validation Panel`);
  const { data, error, refetch } = useServerQuery(staff.extraCourses());
  const validate = useServerMutation(
    async (id: number) => {
      const answer = await validateExtraCourse(id);
      toast.success(answer?.message ? answerText(answer) : t`Validated`);
    },
    {
      onError: (err) => {
        console.error(err);
        toast.error(t`Error validating course.`);
      },
      invalidates: [staff.extraCourses().queryKey],
    },
  );
  const busy = validate.running?.[0];
  const [rejecting, setRejecting] = useState<AdminExtraCourse | null>(null);

  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Extra Course Validation Panel</Trans>
      </h1>
      <ListStatus
        loading={!data && !error}
        loadingText={t`Loading courses...`}
        error={error ? t`Error fetching extra courses.` : null}
        onRetry={() => void refetch()}
        empty={!error && data?.length === 0}
        emptyText={t`No extra courses found.`}
      />
      {!error && data && data.length > 0 && (
        <AdminTable
          label={t`Extra courses`}
          columns={[t`ID`, t`Course`, t`Start`, t`End`, t`College`, t`Email`, t`Transaction`, t`Validated`, t`Action`]}
        >
          {data.map((c) => (
            <tr key={c.id} data-testid="ev-row">
              <td>{c.id}</td>
              <th scope="row">{c.course}</th>
              <td>{f.date(c.startDate)}</td>
              <td>{f.date(c.endDate)}</td>
              <td>{c.college}</td>
              <td>{c.email}</td>
              <td className="mono">{c.transaction}</td>
              <td>
                {c.validated ? (
                  <span className="tick">
                    <Icon name="check" title={t`Validated`} />
                  </span>
                ) : (
                  <span className="cross">
                    <Icon name="close" title={t`Not validated`} />
                  </span>
                )}
              </td>
              <td>
                {c.validated ? (
                  <button type="button" className="button button--small button--done" disabled>
                    <Trans>Validated</Trans>
                  </button>
                ) : c.rejection ? (
                  <span className="notice notice--error" data-testid="rejection">
                    <Trans>Rejected: {c.rejection.words}</Trans>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => void validate.run(c.id)}
                    disabled={validate.pending}
                  >
                    {busy === c.id ? t`Loading...` : t`Validate`}
                    <span className="visually-hidden">
                      {' '}
                      <Trans>
                        {c.course} for {c.email}
                      </Trans>
                    </span>
                  </button>
                )}
                {!c.validated && !c.rejection && (
                  <button type="button" className="button button--small button--ghost" onClick={() => setRejecting(c)}>
                    <Trans>
                      Reject
                      <span className="visually-hidden">
                        {' '}
                        the payment of {c.course} for {c.email}
                      </span>
                    </Trans>
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
          invalidates={[staff.extraCourses().queryKey]}
          onDone={() => setRejecting(null)}
          onClose={() => setRejecting(null)}
        />
      )}
    </div>
  );
}
