import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, NetworkError } from '../../api/client.ts';
import { changePassword } from '../../api/endpoints.ts';
import { Field } from '../../components/Field.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/toast.ts';
import { messages } from 'shared/messages';

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * Change your password (interns from the dashboard, admins from Security): current password, new
 * password, the new one again. The server refuses common and guessable passwords and signs the
 * account out everywhere else; this browser stays signed in.
 */
export default function ChangePasswordPage() {
  useDocumentTitle('Change your password');
  const role = useSession((s) => s.user?.role);
  const [values, setValues] = useState<Record<FieldName, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: messages.passwordConfirmationMismatch });
      setMessage({ kind: 'error', text: messages.passwordConfirmationMismatch });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await changePassword(values);
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setMessage({ kind: 'success', text: answer.message });
      toast.success('Password changed.');
    } catch (err) {
      if (err instanceof ApiError) {
        const field = (err.body as { field?: string } | undefined)?.field;
        if (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword') setErrors({ [field]: err.message });
        setMessage({ kind: 'error', text: err.message });
      } else setMessage({ kind: 'error', text: err instanceof NetworkError ? 'Network error. Please try again.' : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const back = role === 'admin' ? { to: '/admin/security', label: 'Back to Security' } : { to: '/dashboard', label: 'Back to the dashboard' };
  return (
    <div className="container narrow section account-page">
      <h1>Change your password</h1>
      <p>After the change you stay signed in here, and every other device signed in to your account is signed out.</p>
      <form onSubmit={submit} className="form card-panel" noValidate>
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint="At least 8 characters. Common passwords and ones made of your name or e-mail are refused; three or four unrelated words are easy to remember and hard to guess."
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <Field
          label="Confirm the new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <FormStatus message={message} />
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Loading...' : 'Change password'}
        </button>
        <p className="form__foot">
          <Link to={back.to}>{back.label}</Link>
        </p>
      </form>
    </div>
  );
}
