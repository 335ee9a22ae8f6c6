import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/endpoints.ts';
import { EmailField } from '../../components/PersonFields.tsx';
import { FormStatus } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useLinkRequest } from '../../hooks/useLinkRequest.ts';
import { HrHelp } from './HrHelp.tsx';

/**
 * /forgot-password: an intern asks for a link to set a new password. The answer is the same whether
 * or not an account has the e-mail (nobody learns who is registered); HR stays the fallback.
 */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot password`);
  const { email, setEmail, message, busy, submit } = useLinkRequest(
    requestPasswordReset,
    t`Check your spam folder too. Asked more than once? Only the newest link works.`,
    { network: t`Network error. Please try again.` },
  );

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
          <SubmitButton busy={busy}>
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
