import { formatDate, formatDateTime } from 'shared/dates';
import type { StudentRecord } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { jobLabel, jobStateText } from '../../../hooks/useJobPolling.ts';
import { RecordSection } from './RecordSection.tsx';

/** The student's extra courses, test attempts and background jobs. */
export function RecordActivity({ record }: { record: StudentRecord }) {
  return (
    <>
      <RecordSection id="record-extra" title="Extra courses" empty={record.extraCourses.length === 0} emptyText="No extra course.">
        <AdminTable label="Extra courses" columns={['Course', 'Dates', 'Transaction', 'Reference', 'State']}>
          {record.extraCourses.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.course}</th>
              <td>
                {formatDate(c.startDate)} to {formatDate(c.endDate)}
              </td>
              <td className="mono">{c.transaction}</td>
              <td className="mono">{c.paymentReference ?? '—'}</td>
              <td>{c.validated ? `Validated ${formatDateTime(c.validatedAt)}` : 'Waiting for validation'}</td>
            </tr>
          ))}
        </AdminTable>
      </RecordSection>
      <RecordSection id="record-tests" title="Test attempts" empty={record.tests.length === 0} emptyText="No test taken yet.">
        <AdminTable label="Test attempts" columns={['Test', 'Marks', 'When']}>
          {record.tests.map((t) => (
            <tr key={t.submittedAt + t.testNo}>
              <th scope="row">Test {t.testNo}</th>
              <td>
                {t.score} / {t.total}
              </td>
              <td>{formatDateTime(t.submittedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      </RecordSection>
      <RecordSection id="record-jobs" title="Background jobs" empty={record.jobs.length === 0} emptyText="No job yet.">
        <AdminTable label="Background jobs" columns={['What', 'State', 'Attempts', 'Error', 'When']}>
          {record.jobs.map((j) => (
            <tr key={j.id}>
              <th scope="row">{jobLabel(j.handler)}</th>
              <td>{jobStateText[j.state]}</td>
              <td>{j.attempts}</td>
              <td className="wrap">{j.error ?? ''}</td>
              <td>{formatDateTime(j.updatedAt ?? j.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
      </RecordSection>
    </>
  );
}
