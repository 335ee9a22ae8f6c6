import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AdminStudent } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { None } from '../../../components/None.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
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
  const { t } = useLingui();
  const f = useFormat();
  return (
    <AdminTable
      label={t`Student list`}
      columns={[
        t`Intern ID`,
        t`Name`,
        t`Actions`,
        t`Contact`,
        t`College / department`,
        t`Course and dates`,
        t`Payment`,
        t`Refer code`,
        t`Screenshot`,
        t`Flags`,
      ]}
    >
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
                {s.validated ? t`Validated` : s.rejection ? t`Rejected` : t`Validate`}
                <span className="visually-hidden"> {s.name}</span>
              </button>
              {!s.validated && !s.rejection && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => onAction({ kind: 'reject', student: s })}
                >
                  <Trans>
                    Reject<span className="visually-hidden"> the payment of {s.name}</span>
                  </Trans>
                </button>
              )}
              {s.referralCode && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => onAction({ kind: 'clear', student: s })}
                >
                  <Trans>
                    Clear refer<span className="visually-hidden"> of {s.name}</span>
                  </Trans>
                </button>
              )}
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => onAction({ kind: 'reset', student: s })}
              >
                <Trans>
                  Send reset link<span className="visually-hidden"> to {s.name}</span>
                </Trans>
              </button>
              {onCorrect && (
                <button type="button" className="button button--small button--ghost" onClick={() => onCorrect(s)}>
                  <Trans>
                    Correct<span className="visually-hidden"> {s.name}: details and documents</span>
                  </Trans>
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
              <Trans>
                {f.date(s.startDate)} to {f.date(s.endDate)}
              </Trans>
            </span>
          </td>
          <td>
            {s.rejection && (
              <p className="notice notice--error" data-testid="rejection">
                <Trans>Rejected: {s.rejection.words}</Trans>
              </p>
            )}
            {s.validated ? <span className="mono">{s.utr ?? <None />}</span> : <ScreenshotReading s={s} />}
          </td>
          <td className="mono">{s.referralCode ?? <None />}</td>
          <td>
            {s.screenshotUrl ? (
              <button type="button" className="button button--small button--ghost" onClick={() => onView(s)}>
                <Trans>
                  View<span className="visually-hidden"> the payment screenshot of {s.name}</span>
                </Trans>
              </button>
            ) : (
              <None />
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
