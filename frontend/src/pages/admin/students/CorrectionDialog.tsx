import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AdminStudent } from '../../../api/admin.ts';
import { students } from '../../../api/queries/students.ts';
import { invalidate } from '../../../api/query.ts';
import { JobList } from '../../../components/JobList.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useJobPolling } from '../../../hooks/useJobPolling.ts';
import { DocumentRevocation } from './DocumentRevocation.tsx';
import { StudentCorrectionForm } from './StudentCorrectionForm.tsx';
import './CorrectionDialog.css';

/** One student's corrections and issued documents, opened from a row of the student list. */
export function CorrectionDialog({ student, onClose }: { student: AdminStudent; onClose: () => void }) {
  const { t } = useLingui();
  const [reissue, setReissue] = useState<string[]>([]);
  return (
    <Modal open onClose={onClose} title={t`Correct ${student.name} (${student.internId})`} className="record-dialog">
      <StudentCorrectionForm student={student} onSaved={setReissue} />
      {reissue.length > 0 && (
        <Reissue
          key={reissue.join(',')}
          ids={reissue}
          onDone={() => invalidate(students.documents(student.id).queryKey)}
        />
      )}
      <DocumentRevocation studentId={student.id} />
    </Modal>
  );
}

/** The re-issue's jobs, polled until every one has finished. */
function Reissue({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { jobs, done } = useJobPolling(ids);
  // Read the documents again when the re-issue has finished (new versions).
  useEffect(() => {
    if (done) onDone();
    // Once, when it finishes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  return (
    <div className="card-panel" data-testid="reissue" data-done={done}>
      <p className="fan-out__title">
        {done ? <Trans>Re-issuing the documents: all done</Trans> : <Trans>Re-issuing the documents: working…</Trans>}
      </p>
      <JobList ids={ids} jobs={jobs} />
      {done && (
        <p className="muted">
          <Trans>The new versions are in the list below and were mailed to the intern.</Trans>
        </p>
      )}
    </div>
  );
}
