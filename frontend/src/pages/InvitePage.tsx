import { Link } from 'react-router';
import { messages } from 'shared/messages';
import { acceptInvite } from '../api/endpoints.ts';
import { FormStatus } from '../components/FormStatus.tsx';
import { LinkDone, LinkNeeded } from '../components/LinkPanels.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { NewPasswordFields } from '../components/PasswordField.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
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
  useDocumentTitle('Set your password');
  const { token, hasToken, done, heading, spend } = useMailedLink();
  const form = useNewPasswordForm({
    send: async ({ newPassword, confirmPassword }) => {
      spend((await acceptInvite({ token, newPassword, confirmPassword })).message);
    },
    words: { network: 'Network error. Please check your connection and try again.', showServer: (s) => s < 500, other: messages.internalError },
    detail: (err) => (refusalStatus(err) === 410 || (refusalStatus(err) === 400 && !refusedField(err)) ? 'Ask the admin who invited you to invite you again.' : undefined),
  });

  return (
    <>
      <PageIntro title="Set your password" eyebrow="Admin panel" />
      <div className="container narrow section">
        {done ? (
          <LinkDone id="invite-done" heading={heading} title={done}>
            <p>
              <Link to="/login">Go to the login page</Link>
            </p>
          </LinkDone>
        ) : hasToken ? (
          <form onSubmit={form.submit} className="form card-panel" noValidate aria-labelledby="invite-title">
            <h2 id="invite-title">Choose a password for your account</h2>
            <NewPasswordFields {...form.fresh} />
            <FormStatus message={form.message} />
            <SubmitButton busy={form.pending}>Set my password</SubmitButton>
          </form>
        ) : (
          <LinkNeeded id="invite-missing">
            <p>Open the link in the invitation e-mail, the whole of it. No e-mail? Ask the admin who invited you.</p>
          </LinkNeeded>
        )}
      </div>
    </>
  );
}
