import { Link } from 'react-router';
import { formatDateTime } from 'shared/dates';
import type { AuditEntry } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';

/** One page of the audit log: when, who, what, about whom (a link to that student's entries). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable label="Audit log" columns={['Time', 'Actor', 'Action', 'Student', 'Details']}>
      {entries.map((e) => (
        <tr key={e.id} data-testid="audit-row">
          <td className="mono">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </td>
          <td className="wrap">{e.actorLabel}</td>
          <th scope="row" className="wrap">
            {e.actionLabel}
          </th>
          <td className="wrap">
            {e.student ? (
              <Link to={`/admin/audit?student=${e.student.id}`}>
                {e.student.name} <span className="mono">({e.student.internId})</span>
                <span className="visually-hidden">: show only this student's entries</span>
              </Link>
            ) : (
              <span className="muted">None</span>
            )}
          </td>
          <td className="mono muted">{e.subject}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
