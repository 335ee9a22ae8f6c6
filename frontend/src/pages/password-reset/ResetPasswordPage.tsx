import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { answerText } from '../../i18n/answer-text.ts';
import { sharedText } from '../../i18n/shared-text.ts';
import { confirmPasswordReset } from '../../api/endpoints.ts';
import { FormStatus } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { NewPasswordFields } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useNewPasswordForm } from '../../hooks/useNewPasswordForm.ts';
import { useMailedLink } from '../../hooks/useMailedLink.ts';
import { refusalStatus, refusedField } from '../../lib/error-message.ts';
import { HrHelp } from './HrHelp.tsx';

const askAgain = (
  <Trans>
    <Link to="/forgot-password">Ask for a new link</Link>.
  </Trans>
);

/** /reset-password#token=...: the page of the mailed link, where an intern sets a new password. */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Set a new password`);
  const { token, hasToken, done, heading, spend } = useMailedLink();
  const form = useNewPasswordForm({
    send: async ({ newPassword, confirmPassword }) => {
      spend(answerText(await confirmPasswordReset({ token, newPassword, confirmPassword })));
    },
    detail: (err) => (refusalStatus(err) === 410 || refusedField(err) === 'token' ? askAgain : undefined),
  });

  return (
    <>
      <PageIntro title={t`Set a new password`} eyebrow={t`Interns`} />
      <div className="container narrow section">
        {done ? (
          <section className="card-panel form" aria-labelledby="reset-done">
            <h2 id="reset-done" ref={heading} tabIndex={-1}>
              <Trans>✅ Password changed</Trans>
            </h2>
            <p role="status">{done}</p>
            <p>
              <Link className="button" to="/login">
                <Trans>Login</Trans>
              </Link>
            </p>
          </section>
        ) : hasToken ? (
          <form onSubmit={form.submit} className="form card-panel" noValidate>
            <p>
              <Trans>
                Choose a new password for your intern account. Every device signed in to it will be signed out.
              </Trans>
            </p>
            <NewPasswordFields {...form.fresh} />
            <FormStatus message={form.message} />
            <SubmitButton busy={form.pending}>
              <Trans>Set new password</Trans>
            </SubmitButton>
            <HrHelp />
          </form>
        ) : (
          <section className="card-panel form" aria-labelledby="reset-missing">
            <h2 id="reset-missing">
              <Trans>This page needs the link from your e-mail</Trans>
            </h2>
            <p>
              {sharedText('linkExpired')} {askAgain}
            </p>
            <HrHelp />
          </section>
        )}
      </div>
    </>
  );
}
