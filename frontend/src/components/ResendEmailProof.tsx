import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { resendEmailProof } from '../api/intern.ts';
import { useServerMutation } from '../api/mutation.ts';
import { answerText } from '../i18n/answer-text.ts';
import { errorMessage } from '../lib/error-message.ts';
import { FormStatus, type FormMessage } from './FormStatus.tsx';

/**
 * 'Send the link again' (signed-in interns): a new link that proves the e-mail goes to the account's
 * own address, and the server's answer (sent, already confirmed, or too many asked for) stays on
 * screen in a live region.
 */
export function ResendEmailProof({ className = 'button button--small' }: { className?: string }) {
  const [message, setMessage] = useState<FormMessage>(null);
  const resend = useServerMutation(
    async () => {
      setMessage(null);
      setMessage({ kind: 'success', text: answerText(await resendEmailProof()) });
    },
    { onError: (err) => setMessage({ kind: 'error', text: errorMessage(err) }) },
  );
  return (
    <>
      <button type="button" className={className} disabled={resend.pending} onClick={() => void resend.run()}>
        {resend.pending ? <Trans>Sending...</Trans> : <Trans>Send the link again</Trans>}
      </button>
      <FormStatus message={message} />
    </>
  );
}
