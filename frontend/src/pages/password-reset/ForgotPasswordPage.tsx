import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/endpoints.ts';
import { EmailField } from '../../components/ContactFields.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { answerText } from '../../i18n/answer-text.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { HrHelp } from './HrHelp.tsx';
import { refusalOf } from '../../lib/form-refusal.ts';

/**
 * /forgot-password: an intern asks for a link to set a new password. The answer is the same whether
 * or not an account has the e-mail (nobody learns who is registered); HR stays the fallback.
 */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot password`);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const send = useAction(
    async () => {
      setMessage(null);
      const answer = await requestPasswordReset(email.trim());
      setMessage({
        kind: 'success',
        text: answerText(answer),
        detail: t`Check your spam folder too. Asked more than once? Only the newest link works.`,
      });
    },
    (err) => setMessage({ kind: 'error', text: errorMessage(err, { network: t`Network error. Please try again.` }) }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refusal = refusalOf(e.currentTarget as HTMLFormElement);
    if (refusal) return setMessage({ kind: 'error', text: refusal });
    void send.run();
  };

  return (
    <>
      <PageIntro title={t`Forgot password?`} eyebrow={t`Interns`}>
        <p>
          <Trans>Enter the e-mail you registered with. We will mail you a link to set a new password.</Trans>
        </p>
      </PageIntro>
      <div className="container narrow section">
        <form onSubmit={submit} className="form card-panel" noValidate>
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <FormStatus message={message} />
          <SubmitButton busy={send.pending}>
            <Trans>Send me a link</Trans>
          </SubmitButton>
          <p className="form__foot">
            <Trans>
              Remembered it? <Link to="/login">Login</Link>
            </Trans>
          </p>
          <HrHelp />
        </form>
      </div>
    </>
  );
}
