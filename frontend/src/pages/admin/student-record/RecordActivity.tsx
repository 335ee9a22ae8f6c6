import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentRecord } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { jobLabel, jobStateText } from '../../../hooks/useJobPolling.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { momentOf } from '../moment.ts';
import { RecordSection } from './RecordSection.tsx';

/** The student's extra courses, test attempts and background jobs. */
export function RecordActivity({ record }: { record: StudentRecord }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <>
      <RecordSection
        id="record-extra"
        title={t`Extra courses`}
        empty={record.extraCourses.length === 0}
        emptyText={t`No extra course.`}
      >
        <AdminTable label={t`Extra courses`} columns={[t`Course`, t`Dates`, t`Transaction`, t`Reference`, t`State`]}>
          {record.extraCourses.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.course}</th>
              <td>
                <Trans>
                  {f.date(c.startDate)} to {f.date(c.endDate)}
                </Trans>
              </td>
              <td className="mono">{c.transaction}</td>
              <td className="mono">{c.paymentReference ?? '—'}</td>
              <td>{c.validated ? t`Validated ${momentOf(f, c.validatedAt)}` : t`Waiting for validation`}</td>
            </tr>
          ))}
        </AdminTable>
      </RecordSection>
      <RecordSection
        id="record-tests"
        title={t`Test attempts`}
        empty={record.tests.length === 0}
        emptyText={t`No test taken yet.`}
      >
        <AdminTable label={t`Test attempts`} columns={[t`Test`, t`Marks`, t`When`]}>
          {record.tests.map((test) => (
            <tr key={test.submittedAt + test.testNo}>
              <th scope="row">
                <Trans>Test {test.testNo}</Trans>
              </th>
              <td>
                {f.number(test.score)} / {f.number(test.total)}
              </td>
              <td>{f.dateTime(test.submittedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      </RecordSection>
      <RecordSection
        id="record-jobs"
        title={t`Background jobs`}
        empty={record.jobs.length === 0}
        emptyText={t`No job yet.`}
      >
        <AdminTable label={t`Background jobs`} columns={[t`What`, t`State`, t`Attempts`, t`Error`, t`When`]}>
          {record.jobs.map((j) => (
            <tr key={j.id}>
              <th scope="row">{jobLabel(j.handler)}</th>
              <td>{jobStateText[j.state]}</td>
              <td>{f.number(j.attempts)}</td>
              <td className="wrap">{j.error ?? ''}</td>
              <td>{f.dateTime(j.updatedAt ?? j.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
      </RecordSection>
    </>
  );
}
