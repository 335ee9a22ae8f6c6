import { Link } from 'react-router';
import { formatDate } from 'shared/dates';
import type { AdminStudent } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { Flags, isFlagged } from './Flags.tsx';
import { ScreenshotReading } from './ScreenshotReading.tsx';

export type StudentAction = { kind: 'validate' | 'clear' | 'reset' | 'reject'; student: AdminStudent };

/** One page of students: Validate, Clear refer and Send reset link ask `onAction` to confirm; View opens the screenshot; Correct opens corrections and documents. */
export function StudentTable({
  students,
  onAction,
  onView,
  onCorrect,
}: {
  students: AdminStudent[];
  onAction: (a: StudentAction) => void;
  onView: (s: AdminStudent) => void;
  onCorrect?: (s: AdminStudent) => void;
}) {
  return (
    <AdminTable label="Student list" columns={['Intern ID', 'Name', 'Actions', 'Contact', 'College / department', 'Course and dates', 'Payment', 'Refer code', 'Screenshot', 'Flags']}>
      {students.map((s) => (
        <tr key={s.id} data-testid="student-row" className={isFlagged(s) ? 'is-flagged' : undefined}>
          <td className="mono">{s.internId}</td>
          <th scope="row">
            <Link to={`/admin/students/${s.id}`}>{s.name}</Link>
          </th>
          <td>
            <div className="button-row button-row--tight">
              <button
                type="button"
                className={`button button--small${s.validated ? ' button--done' : ''}`}
                disabled={s.validated || s.rejection !== null}
                onClick={() => onAction({ kind: 'validate', student: s })}
              >
                {s.validated ? 'Validated' : s.rejection ? 'Rejected' : 'Validate'}
                <span className="visually-hidden"> {s.name}</span>
              </button>
              {!s.validated && !s.rejection && (
                <button type="button" className="button button--small button--ghost" onClick={() => onAction({ kind: 'reject', student: s })}>
                  Reject<span className="visually-hidden"> the payment of {s.name}</span>
                </button>
              )}
              {s.referralCode && (
                <button type="button" className="button button--small button--ghost" onClick={() => onAction({ kind: 'clear', student: s })}>
                  Clear refer<span className="visually-hidden"> of {s.name}</span>
                </button>
              )}
              <button type="button" className="button button--small button--ghost" onClick={() => onAction({ kind: 'reset', student: s })}>
                Send reset link<span className="visually-hidden"> to {s.name}</span>
              </button>
              {onCorrect && (
                <button type="button" className="button button--small button--ghost" onClick={() => onCorrect(s)}>
                  Correct<span className="visually-hidden"> {s.name}: details and documents</span>
                </button>
              )}
            </div>
          </td>
          <td>
            <a href={`mailto:${s.email}`}>{s.email}</a>
            <br />
            <a href={`tel:${s.phone}`}>{s.phone}</a>
          </td>
          <td>
            {s.college}
            <br />
            <span className="muted">{s.department}</span>
          </td>
          <td>
            {s.course}
            <br />
            <span className="muted">
              {formatDate(s.startDate)} to {formatDate(s.endDate)}
            </span>
          </td>
          <td>
            {s.rejection && (
              <p className="notice notice--error" data-testid="rejection">
                Rejected: {s.rejection.words}
              </p>
            )}
            {s.validated ? <span className="mono">{s.utr ?? <span className="muted">None</span>}</span> : <ScreenshotReading s={s} />}
          </td>
          <td className="mono">{s.referralCode ?? <span className="muted">None</span>}</td>
          <td>
            {s.screenshotUrl ? (
              <button type="button" className="button button--small button--ghost" onClick={() => onView(s)}>
                View<span className="visually-hidden"> the payment screenshot of {s.name}</span>
              </button>
            ) : (
              <span className="muted">None</span>
            )}
          </td>
          <td>
            <Flags s={s} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
