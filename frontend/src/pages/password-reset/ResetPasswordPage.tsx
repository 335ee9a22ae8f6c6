import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from 'shared/messages';
import { confirmPasswordReset } from '../../api/endpoints.ts';
import { FormStatus } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { NewPasswordFields } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useNewPasswordForm } from '../../hooks/useNewPasswordForm.ts';
import { refusalStatus, refusedField } from '../../lib/error-message.ts';
import { tokenFromHash } from '../../lib/link-token.ts';
import { HrHelp } from './HrHelp.tsx';

const askAgain = (
  <>
    <Link to="/forgot-password">Ask for a new link</Link>.
  </>
);

/** /reset-password#token=...: the page of the mailed link, where an intern sets a new password. */
export default function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);
  const form = useNewPasswordForm({
    send: async ({ newPassword, confirmPassword }) => {
      setDone((await confirmPasswordReset({ token: token ?? '', newPassword, confirmPassword })).message);
      // A spent link has no business in the address bar or the history any more.
      void navigate(location.pathname, { replace: true });
    },
    detail: (err) => (refusalStatus(err) === 410 || refusedField(err) === 'token' ? askAgain : undefined),
  });

  return (
    <>
      <PageIntro title="Set a new password" eyebrow="Interns" />
      <div className="container narrow section">
        {done ? (
          <section className="card-panel form" aria-labelledby="reset-done">
            <h2 id="reset-done" ref={heading} tabIndex={-1}>
              ✅ Password changed
            </h2>
            <p role="status">{done}</p>
            <p>
              <Link className="button" to="/login">
                Login
              </Link>
            </p>
          </section>
        ) : token ? (
          <form onSubmit={form.submit} className="form card-panel" noValidate>
            <p>Choose a new password for your intern account. Every device signed in to it will be signed out.</p>
            <NewPasswordFields {...form.fresh} />
            <FormStatus message={form.message} />
            <SubmitButton busy={form.pending}>Set new password</SubmitButton>
            <HrHelp />
          </form>
        ) : (
          <section className="card-panel form" aria-labelledby="reset-missing">
            <h2 id="reset-missing">This page needs the link from your e-mail</h2>
            <p>
              {messages.passwordResetLinkExpired} {askAgain}
            </p>
            <HrHelp />
          </section>
        )}
      </div>
    </>
  );
}
