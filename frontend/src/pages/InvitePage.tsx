import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from 'shared/messages';
import { acceptInvite } from '../api/endpoints.ts';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { NewPasswordFields } from '../components/PasswordField.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { useAction } from '../hooks/useAction.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { errorMessage, refusalStatus, refusedField } from '../lib/error-message.ts';
import { tokenFromHash } from './ReferralConfirmPage.tsx';
import '../components/Field.css';
import './VerifyCertificatePage.css';

type FieldName = 'newPassword' | 'confirmPassword';
const empty: Record<FieldName, string> = { newPassword: '', confirmPassword: '' };

/**
 * /invite#token=...: the page of the link an invitation to the admin panel mails. The token rides in
 * the fragment (never sent to a server but by this form's POST). The new password follows the rules
 * of every password here; then the person logs in and sets up their authenticator app.
 */
export default function InvitePage() {
  useDocumentTitle('Set your password');
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  const set = (name: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const accept = useAction(
    async (token: string) => {
      const answer = await acceptInvite({ token, ...values });
      setDone(answer.message);
      // A spent link has no business in the address bar or the history any more.
      void navigate(location.pathname, { replace: true });
    },
    (err) => {
      const text = errorMessage(err, { network: 'Network error. Please check your connection and try again.', showServer: (s) => s < 500, other: messages.internalError });
      const field = refusedField(err);
      if (field === 'newPassword' || field === 'confirmPassword') setErrors({ [field]: text });
      const expired = refusalStatus(err) === 410 || (refusalStatus(err) === 400 && !field);
      setMessage({ kind: 'error', text, detail: expired ? 'Ask the admin who invited you to invite you again.' : undefined });
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
    if (token) void accept.run(token);
  };

  return (
    <>
      <PageIntro title="Set your password" eyebrow="Admin panel" />
      <div className="container narrow section">
        {done ? (
          <section className="card-panel verify verify--valid" aria-labelledby="invite-done">
            <h2 id="invite-done" ref={heading} tabIndex={-1} className="verify__status">
              ✅ {done}
            </h2>
            <p>
              <Link to="/login">Go to the login page</Link>
            </p>
          </section>
        ) : token ? (
          <form onSubmit={submit} className="form card-panel" noValidate aria-labelledby="invite-title">
            <h2 id="invite-title">Choose a password for your account</h2>
            <NewPasswordFields
              password={{ label: 'New password', name: 'newPassword', value: values.newPassword, onChange: set('newPassword'), error: errors.newPassword }}
              confirm={{ label: 'Confirm the new password', name: 'confirmPassword', value: values.confirmPassword, onChange: set('confirmPassword'), error: errors.confirmPassword }}
              hint="At least 8 characters. Common passwords and ones made of your name or e-mail are refused; three or four unrelated words are easy to remember and hard to guess."
              maxLength={128}
            />
            <FormStatus message={message} />
            <SubmitButton busy={accept.pending}>Set my password</SubmitButton>
          </form>
        ) : (
          <section className="card-panel verify verify--invalid" aria-labelledby="invite-missing">
            <h2 id="invite-missing" className="verify__status">
              This page needs the link from your e-mail
            </h2>
            <p>Open the link in the invitation e-mail, the whole of it. No e-mail? Ask the admin who invited you.</p>
          </section>
        )}
      </div>
    </>
  );
}
