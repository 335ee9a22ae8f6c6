import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from 'shared/messages';
import { confirmPasswordReset } from '../../api/endpoints.ts';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { NewPasswordFields } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { errorMessage, refusalStatus, refusedField } from '../../lib/error-message.ts';
import { HrHelp } from './HrHelp.tsx';

type FieldName = 'newPassword' | 'confirmPassword';
const empty: Record<FieldName, string> = { newPassword: '', confirmPassword: '' };

/**
 * The token of the mailed link. It rides in the fragment (`#token=...`), which a browser never sends
 * to a server nor puts in a Referer, so no access log or other site sees it.
 */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

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
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const set = (name: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  const save = useAction(
    async () => {
      const answer = await confirmPasswordReset({ token, ...values });
      setValues(empty);
      setDone(answer.message);
      // A spent link has no business in the address bar or the history any more.
      void navigate(location.pathname, { replace: true });
    },
    (err) => {
      const text = errorMessage(err, { network: 'Network error. Please try again.' });
      const field = refusedField(err);
      const linkDead = refusalStatus(err) === 410 || field === 'token';
      setErrors(field && Object.hasOwn(empty, field) ? { [field]: text } : {});
      setMessage({ kind: 'error', text, detail: linkDead ? askAgain : undefined });
    },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: messages.passwordConfirmationMismatch });
      setMessage({ kind: 'error', text: messages.passwordConfirmationMismatch });
      return;
    }
    setErrors({});
    void save.run();
  };

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
          <form onSubmit={submit} className="form card-panel" noValidate>
            <p>Choose a new password for your intern account. Every device signed in to it will be signed out.</p>
            <NewPasswordFields
              password={{ label: 'New password', name: 'newPassword', value: values.newPassword, onChange: set('newPassword'), error: errors.newPassword }}
              confirm={{ label: 'Confirm the new password', name: 'confirmPassword', value: values.confirmPassword, onChange: set('confirmPassword'), error: errors.confirmPassword }}
              hint="At least 8 characters. Common passwords and ones made of your name or e-mail are refused; three or four unrelated words are easy to remember and hard to guess."
              maxLength={128}
            />
            <FormStatus message={message} />
            <SubmitButton busy={save.pending}>Set new password</SubmitButton>
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
