import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { requestErasure } from '../../../api/intern.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TextAreaField } from '../../../components/Field.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { mine } from '../../../api/queries/me.ts';
import { errorMessage, refusedField } from '../../../lib/error-message.ts';
import { erasure } from '../../../lib/privacy-notice.ts';
import { answerText } from '../../../i18n/answer-text.ts';

/**
 * 'Ask to erase my data': what an erasure removes and what it keeps, an optional reason, then
 * POST /api/me/erasure-request. An admin decides; `onAsked` gets the server's answer.
 */
export function ErasureDialog({
  open,
  onClose,
  onAsked,
}: {
  open: boolean;
  onClose: () => void;
  onAsked: (message: string) => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const ask = useServerMutation(
    async () => {
      const answer = await requestErasure(reason.trim() ? { reason: reason.trim() } : {});
      setReason('');
      onAsked(answerText(answer));
    },
    { invalidates: [mine.erasureRequest().queryKey] },
  );
  const refusal = ask.error ? errorMessage(ask.error) : null;
  const atReason = refusedField(ask.error) === 'reason';
  const close = () => {
    ask.clearError();
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Ask to erase your data?`}
      confirmLabel={t`Ask to erase`}
      danger
      busy={ask.pending}
      onConfirm={() => void ask.run()}
      onClose={close}
    >
      <p>
        <Trans>
          An admin checks the request and then erases your personal data for good. We e-mail you when it is done, or why
          it was refused.
        </Trans>
      </p>
      <p>
        <strong>
          <Trans>Erased:</Trans>
        </strong>{' '}
        {erasure.erased.join(', ')}.
      </p>
      <p>
        <strong>
          <Trans>Kept:</Trans>
        </strong>
      </p>
      <ul>
        {erasure.kept.map((k) => (
          <li key={k}>{k.charAt(0).toUpperCase() + k.slice(1)}.</li>
        ))}
      </ul>
      <p>
        <Trans>Save your documents and your data first: once erased, you can no longer sign in.</Trans>
      </p>
      <TextAreaField
        label={t`Why do you ask?`}
        optional
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={atReason ? refusal : undefined}
      />
      {refusal && !atReason && (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      )}
    </ConfirmDialog>
  );
}
