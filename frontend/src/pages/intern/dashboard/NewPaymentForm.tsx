import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { resubmitPayment } from '../../../api/endpoints.ts';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { useReadUtr } from '../../../hooks/useReadUtr.ts';
import { useScreenshotUpload } from '../../../hooks/useScreenshotUpload.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { PaymentProof } from '../../registration/PaymentProof.tsx';
import { refusalOf } from '../../../lib/form-refusal.ts';

/**
 * After a rejection, the intern sends a new payment screenshot and its UTR (the registration's own
 * upload, progress and UTR reading); the enrolment is then pending again and `onSent` reloads it.
 */
export function NewPaymentForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui();
  const upload = useScreenshotUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [utr, setUtr] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const utrRead = useReadUtr(
    upload.state,
    utr,
    useCallback((read: string) => setUtr(read), []),
  );
  const send = useServerMutation(
    async () => {
      const uploadId = await upload.whenUploaded();
      if (!uploadId) {
        setMessage({ kind: 'error', text: sharedText('screenshotMissing') });
        fileInput.current?.focus();
        return;
      }
      const answer = await upload.sendWith(() =>
        resubmitPayment({ uploadId, ...(utr.trim() ? { utr: utr.trim() } : {}) }),
      );
      setMessage({ kind: 'success', text: answerText(answer) });
      onSent();
    },
    { onError: (err) => setMessage({ kind: 'error', text: errorMessage(err) }) },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const refusal = refusalOf(e.currentTarget as HTMLFormElement);
    if (refusal) return setMessage({ kind: 'error', text: refusal });
    void send.run();
  };
  return (
    <form className="form waiting__form" onSubmit={submit} aria-label={t`Your new payment`} noValidate>
      <PaymentProof
        upload={upload}
        fileInput={fileInput}
        utr={utr}
        onUtrChange={(e) => setUtr(e.target.value)}
        utrRead={utrRead}
      />
      <FormStatus message={message} />
      <SubmitButton busy={send.pending} busyLabel={t`Loading...`}>
        <Trans>Send the new payment</Trans>
      </SubmitButton>
    </form>
  );
}
