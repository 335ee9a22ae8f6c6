import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { rejectStudentPayment, sendPasswordResetLink, type AdminStudent } from '../../../api/admin.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure } from '../failures.ts';
import { StudentDialogs } from '../students/StudentDialogs.tsx';
import { CorrectionDialog } from '../students/CorrectionDialog.tsx';
import { RejectDialog } from '../RejectDialog.tsx';
import { students } from '../../../api/queries/students.ts';

/** What an admin does from the record: correct the student or their documents, send a reset link, reject a pending payment. */
export function RecordActions({ student }: { student: AdminStudent }) {
  const { t } = useLingui();
  const [correcting, setCorrecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const reset = useServerMutation(
    async () => {
      toast.success(answerText(await sendPasswordResetLink(student.id)));
      setConfirming(false);
    },
    { invalidates: [students.all] },
  );
  return (
    <div className="button-row">
      <button type="button" className="button button--small" onClick={() => setCorrecting(true)}>
        <Trans>Correct details, revoke or reinstate documents</Trans>
      </button>
      <button type="button" className="button button--small button--ghost" onClick={() => setConfirming(true)}>
        <Trans>Send reset link</Trans>
      </button>
      {!student.validated && !student.rejection && (
        <button type="button" className="button button--small button--ghost" onClick={() => setRejecting(true)}>
          <Trans>Reject the payment</Trans>
        </button>
      )}
      {student.rejection && (
        <p className="notice notice--error" data-testid="rejection">
          <Trans>Payment rejected: {student.rejection.words}. The intern may send a new screenshot.</Trans>
        </p>
      )}
      {rejecting && (
        <RejectDialog
          subject={student.name}
          onReject={(body) => rejectStudentPayment(student.id, body)}
          invalidates={[students.all]}
          onDone={() => setRejecting(false)}
          onClose={() => setRejecting(false)}
        />
      )}
      {correcting && <CorrectionDialog student={student} onClose={() => setCorrecting(false)} />}
      <StudentDialogs
        pending={confirming ? { kind: 'reset', student } : null}
        busy={reset.pending}
        error={reset.error ? actionFailure(reset.error, (m) => t`Failed to send the reset link: ${m}`) : null}
        onConfirm={() => void reset.run()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
