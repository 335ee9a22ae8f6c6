import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { RejectPaymentBody } from 'shared/api/payments';
import { rejectionReasons, type RejectionReason } from 'shared/payments';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useServerMutation } from '../../api/mutation.ts';
import { answerText } from '../../i18n/answer-text.ts';
import { sharedText } from '../../i18n/shared-text.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { toast } from '../../stores/toast.ts';
import './RejectDialog.css';
import { type ServerKey } from '../../api/query.ts';

/** The reasons of the list in the page's language (shared/payments says them in English, as the intern's mail does in theirs). */
const reasonWords: Record<RejectionReason, MessageDescriptor> = {
  'amount-wrong': msg`The amount paid is wrong`,
  'not-received': msg`The payment was not received`,
  unreadable: msg`The screenshot is unreadable`,
  duplicate: msg`This payment was already used`,
  other: msg`Other`,
};

/**
 * Reject a pending payment (docs/PAYMENTS.md): a reason of the list as radio buttons, the admin's own words
 * for 'Other', then Reject. The server checks everything again; its refusal is shown in the dialog.
 * One dialog for /ab, the student's record and the extra-course panel.
 */
export function RejectDialog({
  subject,
  onReject,
  invalidates,
  onDone,
  onClose,
}: {
  /** Whose payment, as the title says it: 'Meena Kumar' or 'Meena Kumar: Basic React.js'. */
  subject: string;
  onReject: (body: RejectPaymentBody) => Promise<{ message: string; code?: string | null }>;
  /** What the rejection makes stale, read again once it is done. */
  invalidates: readonly ServerKey[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const act = useServerMutation(
    async (chosen: RejectionReason) => {
      const answer = await onReject(chosen === 'other' ? { reason: chosen, note } : { reason: chosen });
      toast.success(answerText(answer));
      onDone();
    },
    { invalidates },
  );
  const confirm = () => {
    setMissing(!reason);
    if (reason) void act.run(reason);
  };
  return (
    <ConfirmDialog
      open
      title={t`Reject the payment of ${subject}?`}
      confirmLabel={t`Reject`}
      danger
      busy={act.pending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <fieldset className="fieldset">
        <legend>
          <Trans>Why? The intern gets an e-mail with this reason and can send a new screenshot.</Trans>
        </legend>
        {(Object.keys(rejectionReasons) as RejectionReason[]).map((key) => (
          <label key={key} className="reject-reason">
            <input
              type="radio"
              name={`${id}-reason`}
              value={key}
              checked={reason === key}
              onChange={() => setReason(key)}
            />{' '}
            {i18n._(reasonWords[key])}
          </label>
        ))}
      </fieldset>
      {reason === 'other' && (
        <div className="field">
          <label htmlFor={`${id}-note`} className="field__label">
            <Trans>The reason, in your words</Trans>
          </label>
          <textarea
            id={`${id}-note`}
            className="field__input"
            rows={3}
            maxLength={300}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      )}
      {(missing || act.error !== null) && (
        <p className="notice notice--error" role="alert">
          {missing ? sharedText('rejectionReasonMissing') : errorMessage(act.error)}
        </p>
      )}
    </ConfirmDialog>
  );
}
