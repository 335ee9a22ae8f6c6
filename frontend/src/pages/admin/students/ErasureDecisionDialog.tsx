import { useState } from 'react';
import { approveErasure, refuseErasure, type AdminErasureRequest } from '../../../api/admin.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TextAreaField } from '../../../components/Field.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { errorMessage, refusedField } from '../../../lib/error-message.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure } from '../failures.ts';

export type ErasureDecision = { kind: 'approve' | 'refuse'; request: AdminErasureRequest };

const REASON_MISSING = 'Please give the reason for refusing.';
const REASON_ID = 'erasure-refusal-reason';

/**
 * The admin's decision on an erasure request: approve (a confirm step: it cannot be undone), or
 * refuse with a reason the intern is mailed. Done, the server's answer is toasted and `onDone` told;
 * a refusal stays in the dialog.
 */
export function ErasureDecisionDialog({ decision, onDone, onClose }: { decision: ErasureDecision; onDone: () => void; onClose: () => void }) {
  const { kind, request } = decision;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const act = useAction(async () => {
    const answer = kind === 'approve' ? await approveErasure(request.id) : await refuseErasure(request.id, reason.trim());
    toast.success(answer.message);
    onDone();
  });
  const confirm = () => {
    const blank = kind === 'refuse' && !reason.trim();
    setMissing(blank);
    if (blank) document.getElementById(REASON_ID)?.focus();
    else void act.run();
  };
  const atReason = refusedField(act.error) === 'reason';
  const failure = act.error ? actionFailure(act.error) : null;

  if (kind === 'approve')
    return (
      <ConfirmDialog open title={`Erase the data of ${request.studentName}?`} confirmLabel="Approve and erase" danger busy={act.pending} onConfirm={confirm} onClose={onClose}>
        <p>This erases {request.studentName}&apos;s personal data for good. Issued certificates stay verifiable. This cannot be undone.</p>
        {failure && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    );
  return (
    <ConfirmDialog open title={`Refuse the erasure request of ${request.studentName}?`} confirmLabel="Refuse" busy={act.pending} onConfirm={confirm} onClose={onClose}>
      <TextAreaField
        id={REASON_ID}
        label="The reason (mailed to the intern)"
        rows={3}
        maxLength={500}
        required
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          if (e.target.value.trim()) setMissing(false);
        }}
        error={missing ? REASON_MISSING : atReason ? errorMessage(act.error) : undefined}
      />
      {failure && !atReason && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
