import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { requestReferrerData } from '../../api/endpoints.ts';
import { EmailField } from '../../components/ContactFields.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { answerText } from '../../i18n/answer-text.ts';
import { refusalOf } from '../../lib/form-refusal.ts';

/**
 * 'Get your refer-and-earn data': a referrer has no account, so the data goes only to the e-mail's
 * owner: the server mails a one-time link (and answers the same whoever's address it is).
 */
export function ReferrerDataRequest() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const send = useAction(
    async () => {
      setMessage(null);
      const answer = await requestReferrerData(email.trim());
      setMessage({
        kind: 'success',
        text: answerText(answer),
        detail: t`Check your spam folder too. The link works once.`,
      });
    },
    (err) => setMessage({ kind: 'error', text: errorMessage(err) }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refusal = refusalOf(e.currentTarget as HTMLFormElement);
    if (refusal) return setMessage({ kind: 'error', text: refusal });
    void send.run();
  };

  return (
    <section aria-labelledby="referrer-data" className="privacy__part">
      <h2 id="referrer-data" tabIndex={-1}>
        <Trans>Get your refer-and-earn data</Trans>
      </h2>
      <p>
        <Trans>
          Enter the e-mail you joined refer and earn with. If we hold data for it, we e-mail that address a link that
          downloads it as a ZIP file.
        </Trans>
      </p>
      <form onSubmit={submit} className="form card-panel" noValidate>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormStatus message={message} />
        <SubmitButton busy={send.pending} busyLabel={t`Loading...`}>
          <Trans>Send me the link</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
