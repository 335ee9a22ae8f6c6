import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { MailTable } from '../operations/MailTable.tsx';
import { RecordActions } from './RecordActions.tsx';
import { RecordActivity } from './RecordActivity.tsx';
import { RecordDetails } from './RecordDetails.tsx';
import { RecordDocuments } from './RecordDocuments.tsx';
import { RecordSection } from './RecordSection.tsx';
import { RecordTimeline } from './RecordTimeline.tsx';
import { TestExtraTime } from './TestExtraTime.tsx';
import './StudentRecordPage.css';
import { students } from '../../../api/queries/students.ts';
import { useAbilities } from '../../../hooks/useAbilities.ts';

/** /admin/students/:id: one student's whole story, from registration to the last mail. */
export default function StudentRecordPage() {
  const { t } = useLingui();
  const { may } = useAbilities();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: record, error, refetch } = useServerQuery({ ...students.record(id), enabled: valid });
  useDocumentTitle(record ? t`${record.student.name}: student record` : t`Student record`);
  return (
    <div className="container student-record">
      <p>
        <Link to="/ab">
          <Trans>← All students</Trans>
        </Link>
      </p>
      <h1>{record ? record.student.name : t`Student record`}</h1>
      {!valid && (
        <p role="alert">
          <Trans>There is no student with this id.</Trans>
        </p>
      )}
      {valid && !record && (
        <ListStatus
          loading={!error}
          error={error ? errorMessage(error) : null}
          onRetry={() => void refetch()}
          empty={false}
          emptyText=""
        />
      )}
      {record && (
        <>
          <RecordActions student={record.student} />
          <RecordDetails record={record} />
          <RecordDocuments documents={record.documents} />
          <RecordSection
            id="record-mails"
            title={t`Mails`}
            empty={record.mails.length === 0}
            emptyText={t`No mail yet.`}
          >
            <MailTable label={t`Mails to this student`} mails={record.mails} />
          </RecordSection>
          <RecordActivity record={record} />
          {may('tests.extra-time') && (
            <TestExtraTime studentId={record.student.id} percent={record.testExtraTimePercent} />
          )}
          <RecordTimeline timeline={record.timeline} />
        </>
      )}
    </div>
  );
}
