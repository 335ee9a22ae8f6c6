import { useState } from 'react';
import { approveErasure, getErasureScope, refuseErasure, type AdminErasureRequest, type ErasureScopeView } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TextAreaField } from '../../../components/Field.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { errorMessage, refusedField } from '../../../lib/error-message.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, FETCH_FAILED } from '../failures.ts';

export type ErasureDecision = { kind: 'approve' | 'refuse'; request: AdminErasureRequest };

const REASON_MISSING = 'Please give the reason for refusing.';
const REASON_ID = 'erasure-refusal-reason';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const LINKS: Record<ErasureScopeView['referrers'][number]['linkedBy'][number], string> = {
  'joined-signed-in': 'joined while signed in as the intern',
  'member-confirmed': "the member confirming the intern's request",
};

/**
 * What approving will touch, as the server's erasure will do it (GET .../scope answers the list the
 * erasure itself acts on): the intern's record, extra courses, documents, screenshots, contact
 * messages, and each linked refer-and-earn record (erased, or kept while a payout is owed to it).
 */
function ErasureScopeList({ scope }: { scope: ErasureScopeView }) {
  return (
    <ul data-testid="erasure-scope">
      <li>
        The intern&apos;s record: e-mail, phone, college and password
        {scope.nameKept ? ' (the name stays: issued certificates show it on /verify)' : ', and the name'}
      </li>
      <li>{count(scope.extraCourses, 'extra course')}: e-mail and college</li>
      <li>
        {count(scope.documents, 'document')}: {count(scope.documentFiles, 'PDF file')} deleted, the certificate numbers stay verifiable
      </li>
      <li>{count(scope.screenshotFiles, 'payment screenshot file')} deleted</li>
      <li>
        {scope.emailProven
          ? `${count(scope.contactMessages, 'contact message')} from their address deleted`
          : "No contact messages: the intern never proved their e-mail, so messages from that address may be someone else's"}
      </li>
      {scope.referrers.length === 0 ? (
        <li>No refer-and-earn record is linked to this intern</li>
      ) : (
        scope.referrers.map((r) => (
          <li key={r.id} data-testid="erasure-scope-referrer">
            Refer-and-earn record #{r.id} ({r.name}
            {r.code ? `, code ${r.code}` : ''}), linked by {r.linkedBy.map((l) => LINKS[l]).join(' and ')}:{' '}
            {r.erase ? 'name, e-mail, phone, UPI id and code erased' : <strong>kept as it is: ₹{r.owed} is still owed to it</strong>}
          </li>
        ))
      )}
    </ul>
  );
}

/**
 * The admin's decision on an erasure request: approve (a confirm step listing what it will touch: it
 * cannot be undone), or
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
  const scope = useServerQuery({ queryKey: ['admin', 'erasure-scope', request.id], queryFn: ({ signal }) => getErasureScope(request.id, signal), enabled: kind === 'approve' });
  const atReason = refusedField(act.error) === 'reason';
  const failure = act.error ? actionFailure(act.error) : null;

  if (kind === 'approve')
    return (
      <ConfirmDialog open title={`Erase the data of ${request.studentName}?`} confirmLabel="Approve and erase" danger busy={act.pending} onConfirm={confirm} onClose={onClose}>
        <p>This erases {request.studentName}&apos;s personal data for good. Issued certificates stay verifiable. This cannot be undone.</p>
        {scope.data ? (
          <ErasureScopeList scope={scope.data} />
        ) : (
          <p className="muted" role={scope.error ? 'alert' : undefined}>
            {scope.error ? FETCH_FAILED : 'Loading what it will erase...'}
          </p>
        )}
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
