import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { acceptInvite } from '../api/endpoints.ts';
import { FormStatus } from '../components/FormStatus.tsx';
import { LinkDone, LinkNeeded } from '../components/LinkPanels.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { NewPasswordFields } from '../components/PasswordField.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { answerText } from '../i18n/answer-text.ts';
import { sharedText } from '../i18n/shared-text.ts';
import { useNewPasswordForm } from '../hooks/useNewPasswordForm.ts';
import { useMailedLink } from '../hooks/useMailedLink.ts';
import { refusalStatus, refusedField } from '../lib/error-message.ts';
import '../components/Field.css';

/**
 * /invite#token=...: the page of the link an invitation to the admin panel mails. The token rides in
 * the fragment (never sent to a server but by this form's POST). The new password follows the rules
 * of every password here; then the person logs in and sets up their authenticator app.
 */
export default function InvitePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Set your password`);
  const { token, hasToken, done, heading, spend } = useMailedLink();
  const form = useNewPasswordForm({
    send: async ({ newPassword, confirmPassword }) => {
      spend(answerText(await acceptInvite({ token, newPassword, confirmPassword })));
    },
    words: {
      network: t`Network error. Please check your connection and try again.`,
      showServer: (s) => s < 500,
      other: sharedText('internalError'),
    },
    detail: (err) =>
      refusalStatus(err) === 410 || (refusalStatus(err) === 400 && !refusedField(err))
        ? t`Ask the admin who invited you to invite you again.`
        : undefined,
  });

  return (
    <>
      <PageIntro title={t`Set your password`} eyebrow={t`Admin panel`} />
      <div className="container narrow section">
        {done ? (
          <LinkDone id="invite-done" heading={heading} title={done}>
            <p>
              <Link to="/login">
                <Trans>Go to the login page</Trans>
              </Link>
            </p>
          </LinkDone>
        ) : hasToken ? (
          <form onSubmit={form.submit} className="form card-panel" noValidate aria-labelledby="invite-title">
            <h2 id="invite-title">
              <Trans>Choose a password for your account</Trans>
            </h2>
            <NewPasswordFields {...form.fresh} />
            <FormStatus message={form.message} />
            <SubmitButton busy={form.pending}>
              <Trans>Set my password</Trans>
            </SubmitButton>
          </form>
        ) : (
          <LinkNeeded id="invite-missing">
            <p>
              <Trans>
                Open the link in the invitation e-mail, the whole of it. No e-mail? Ask the admin who invited you.
              </Trans>
            </p>
          </LinkNeeded>
        )}
      </div>
    </>
  );
}
