import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { eventWords } from './action-labels.ts';

/** One page of the audit log: when, who, what, about whom (a link to that student's entries). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <AdminTable label={t`Audit log`} columns={[t`Time`, t`Actor`, t`Action`, t`Student`, t`Details`]}>
      {entries.map((e) => (
        <tr key={e.id} data-testid="audit-row">
          <td className="mono">
            <time dateTime={e.at}>{f.dateTime(e.at)}</time>
          </td>
          <td className="wrap">{e.actor === 'system' ? t`System` : e.actorLabel}</td>
          <th scope="row" className="wrap">
            {eventWords(e.action, e.actionLabel)}
          </th>
          <td className="wrap">
            {e.student ? (
              <Link to={`/admin/audit?student=${e.student.id}`}>
                <Trans>
                  {e.student.name} <span className="mono">({e.student.internId})</span>
                  <span className="visually-hidden">: show only this student&apos;s entries</span>
                </Trans>
              </Link>
            ) : (
              <span className="muted">
                <Trans>None</Trans>
              </span>
            )}
          </td>
          <td className="mono muted">{e.subject}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
