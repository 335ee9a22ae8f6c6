import { useCallback, useEffect, useState } from 'react';
import { isAbort } from '../../api/client.ts';
import { listAdminExtraCourses, validateExtraCourse, type AdminExtraCourse } from '../../api/admin.ts';
import { Icon } from '../../components/Icon.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { formatDate } from 'shared/dates';
import { toast } from '../../stores/toast.ts';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; courses: AdminExtraCourse[] };

/** /ev 'Extra Course Validation Panel' (specification section 2). */
export default function ExtraValidationPage() {
  useDocumentTitle('Extra Course Validation Panel');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    listAdminExtraCourses(ctrl.signal)
      .then(({ data }) => setLoad({ state: 'ready', courses: data ?? [] }))
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        console.error(err);
        setLoad({ state: 'error' });
      });
    return () => ctrl.abort();
  }, [round]);

  const validate = useCallback(async (id: number) => {
    setBusy(id);
    try {
      const answer = await validateExtraCourse(id);
      toast.success(answer?.message || 'Validated');
      setRound((r) => r + 1);
    } catch (err) {
      console.error(err);
      toast.error('Error validating course.');
    } finally {
      setBusy(null);
    }
  }, []);

  return (
    <div className="container section admin-page">
      <h1>Extra Course Validation Panel</h1>
      <ListStatus
        loading={load.state === 'loading'}
        loadingText="Loading courses..."
        error={load.state === 'error' ? 'Error fetching extra courses.' : null}
        onRetry={() => setRound((r) => r + 1)}
        empty={load.state === 'ready' && load.courses.length === 0}
        emptyText="No extra courses found."
      />
      {load.state === 'ready' && load.courses.length > 0 && (
        <AdminTable label="Extra courses" columns={['ID', 'Course', 'Start', 'End', 'College', 'Email', 'Transaction', 'Validated', 'Action']}>
          {load.courses.map((c) => (
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
                ) : (
                  <button type="button" className="button button--small" onClick={() => void validate(c.id)} disabled={busy !== null}>
                    {busy === c.id ? 'Loading...' : 'Validate'}
                    <span className="visually-hidden">
                      {' '}
                      {c.course} for {c.email}
                    </span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
